import { useState } from 'react';
import {
  ClipboardList,
  FolderTree,
  FilePenLine,
  LayoutDashboard,
  LayoutGrid,
  LogOut,
  MapPin,
  Package,
  ReceiptText,
  Settings,
  SlidersHorizontal,
  ShoppingBag,
  Upload,
  UserCog,
  UserRound,
  UsersRound,
  Warehouse,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { toast } from 'react-hot-toast';
import { NavLink, useNavigate } from '../../lib/router';
import type { StaffArea, User } from '@shop/contract';
import { useTexts } from '../../lib/locale';
import { useSession } from '../../lib/session-context';
import { accountMenuTexts } from './account-menu-texts';

type MenuWords = (typeof accountMenuTexts)['en'];

interface MenuLink {
  to: string;
  /** Its words in the menu's texts. */
  label: keyof MenuWords;
  Icon: LucideIcon;
  /** An admin link's staff area: shown only to the roles that may use it. */
  area?: StaffArea;
}

const PROFILE_LINK: MenuLink = { to: '/dashboard/profile', label: 'profile', Icon: UserRound };
/** The admin's landing page: the shop's figures at /dashboard itself. */
const ADMIN_HOME_LINK: MenuLink = {
  to: '/dashboard',
  label: 'dashboard',
  Icon: LayoutDashboard,
  area: 'orders',
};
const ADMIN_LINKS: MenuLink[] = [
  { to: '/dashboard/category', label: 'category', Icon: LayoutGrid, area: 'catalogue' },
  { to: '/dashboard/subcategory', label: 'subCategory', Icon: FolderTree, area: 'catalogue' },
  {
    to: '/dashboard/specifications',
    label: 'specifications',
    Icon: SlidersHorizontal,
    area: 'catalogue',
  },
  { to: '/dashboard/upload-product', label: 'uploadProduct', Icon: Upload, area: 'catalogue' },
  { to: '/dashboard/product', label: 'product', Icon: Package, area: 'catalogue' },
  { to: '/dashboard/stock', label: 'stock', Icon: Warehouse, area: 'catalogue' },
  { to: '/dashboard/orders', label: 'orders', Icon: ReceiptText, area: 'orders' },
  {
    to: '/dashboard/heater-requests',
    label: 'heaterRequests',
    Icon: ClipboardList,
    area: 'orders',
  },
  { to: '/dashboard/customers', label: 'customers', Icon: UsersRound, area: 'customers' },
  { to: '/dashboard/staff', label: 'staff', Icon: UserCog, area: 'staff' },
  { to: '/dashboard/settings', label: 'shopSettings', Icon: Settings, area: 'settings' },
];
const SHOPPER_LINKS: MenuLink[] = [
  { to: '/dashboard/myorders', label: 'myOrders', Icon: ShoppingBag },
  { to: '/dashboard/myrequests', label: 'myRequests', Icon: FilePenLine },
  { to: '/dashboard/address', label: 'saveAddress', Icon: MapPin },
];

/** The name, or the mobile number when there is no name. */
function displayNameOf(user: User): string {
  // The e-mail is a last resort so the line is never empty.
  return user.name || user.mobile || user.email;
}

const ITEM_CLASS =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition';

interface AccountMenuProps {
  /** Called when a link or Log Out is chosen, so a dropdown can close. */
  onNavigate?: () => void;
}

/** The account's links, shared by the header dropdown, /user and the dashboard sidebar. */
export function AccountMenu({ onNavigate }: AccountMenuProps) {
  const { user, isAdmin, mayUse, logout } = useSession();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const t = useTexts(accountMenuTexts);

  const links = [
    PROFILE_LINK,
    ...(isAdmin
      ? [ADMIN_HOME_LINK, ...ADMIN_LINKS].filter(({ area }) => area === undefined || mayUse(area))
      : []),
    ...SHOPPER_LINKS,
  ];

  const logOut = async () => {
    setLoggingOut(true);
    onNavigate?.();
    // Leave first: guarded pages would otherwise send a logged-out visitor to /login on the way.
    await navigate('/');
    const message = await logout();
    if (message) toast.success(message);
  };

  return (
    <nav aria-label={t.nav} className="text-stone-800">
      <p className="px-3 text-base font-bold text-stone-900">{t.myAccount}</p>
      <p className="mt-0.5 flex min-w-0 items-center gap-1.5 px-3 text-sm text-stone-600">
        <span className="truncate">{user ? displayNameOf(user) : ''}</span>
        {isAdmin && <span className="shrink-0 font-semibold text-red-700">{t.admin}</span>}
      </p>
      <hr className="my-3 border-stone-200" />
      <ul className="space-y-0.5">
        {links.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              // /dashboard is the start of every dashboard path: lit only on itself.
              end={to === ADMIN_HOME_LINK.to}
              onClick={onNavigate}
              className={({ isActive }) =>
                `${ITEM_CLASS} ${
                  isActive
                    ? 'bg-brand-50 text-brand-800'
                    : 'hover:bg-stone-100 hover:text-stone-900'
                }`
              }
            >
              <Icon aria-hidden="true" className="size-4.5 shrink-0" />
              {t[label]}
            </NavLink>
          </li>
        ))}
      </ul>
      <hr className="my-3 border-stone-200" />
      <button
        type="button"
        disabled={loggingOut}
        onClick={() => {
          void logOut();
        }}
        className={`${ITEM_CLASS} text-red-700 hover:bg-red-50 disabled:opacity-60`}
      >
        <LogOut aria-hidden="true" className="size-4.5 shrink-0" />
        {t.logOut}
      </button>
    </nav>
  );
}
