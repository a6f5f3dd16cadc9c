import type { User } from '@shop/contract';
import { useTexts } from '../../lib/locale';
import { profileTexts } from './profile-texts';

/** Up to two letters of the name (or the e-mail), shown when there is no picture. */
function initialsOf(user: User): string {
  const words = (user.name || user.email).trim().split(/\s+/);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

interface UserAvatarProps {
  user: User;
  /** Drawn size in px. */
  size: number;
}

/** The user's picture, or their initials on a tinted disc. */
export function UserAvatar({ user, size }: UserAvatarProps) {
  const t = useTexts(profileTexts);
  const label = t.avatarOf(user.name || t.someone);
  if (user.avatar) {
    return (
      <img
        src={user.avatar}
        alt={label}
        width={size}
        height={size}
        className="shrink-0 rounded-full bg-stone-100 object-cover ring-2 ring-white shadow-sm"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <div
      role="img"
      aria-label={label}
      className="grid shrink-0 place-items-center rounded-full bg-brand-100 font-bold text-brand-800 ring-2 ring-white shadow-sm"
      style={{ width: size, height: size, fontSize: size * 0.36 }}
    >
      {initialsOf(user)}
    </div>
  );
}
