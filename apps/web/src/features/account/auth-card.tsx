import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  /** One line under the title: what the page is for. */
  intro?: ReactNode;
  children: ReactNode;
  /** Under the form: links to the neighbouring pages. */
  footer?: ReactNode;
}

/** The frame of the login, register and recovery pages: one card, centred, full width on phones. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-6 sm:py-12">
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-7">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">{title}</h1>
        {intro && <p className="mt-1.5 text-sm text-stone-600">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-5 text-center text-sm text-stone-600">{footer}</div>}
    </section>
  );
}

export const AUTH_LINK_CLASS =
  'font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline';
