import { createElement, forwardRef } from 'react';
import type { ReactNode, SVGProps } from 'react';

/** An icon's drawing as lucide-react's icon modules declare it. */
interface IconData {
  name: string;
  size?: number;
  node: readonly (readonly [string, Record<string, string>])[];
}

type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { children?: ReactNode };

/** Whether an icon is named for assistive technology (else it is hidden from it, as lucide does). */
function labelled(props: Record<string, unknown>, children: ReactNode): boolean {
  if (children) return true;
  return Object.entries(props).some(
    ([name, value]) =>
      (name.startsWith('aria-') || name === 'role' || name === 'title') && value != null,
  );
}

/**
 * lucide-react's `createLucideIcon`, as the shop uses its icons (decision 049): every icon module
 * of the package calls it (vite.config.ts points their import here). The package's own builds an
 * icon through a context, size, colour and stroke options and class merging the shop never uses,
 * about 2 kB gzip on every page; this draws the same `<svg>` (lucide's attributes and classes,
 * `aria-hidden` unless named) from what the shop passes: a class and aria attributes.
 */
export default function createLucideIcon(icon: IconData) {
  const iconClass = `lucide lucide-${icon.name}`;
  const viewBox = `0 0 ${icon.size ?? 24} ${icon.size ?? 24}`;
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    { className, children, ...props },
    ref,
  ) {
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: 24,
        height: 24,
        viewBox,
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? `${iconClass} ${className}` : iconClass,
        ...(labelled(props, children) ? {} : { 'aria-hidden': 'true' }),
        ...props,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  });
}
