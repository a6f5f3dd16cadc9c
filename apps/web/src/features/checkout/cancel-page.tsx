import { CircleX } from 'lucide-react';
import { Link } from 'react-router';

/** /cancel: where the payment provider returns a shopper who did not pay. */
export function CancelPage() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-12 text-center sm:py-16">
      <div className="w-full rounded-2xl bg-red-50 p-6 ring-1 ring-red-200">
        <CircleX aria-hidden="true" className="mx-auto size-14 text-red-700" />
        <h1 className="mt-3 text-xl font-bold text-red-900">Order Cancel</h1>
        <Link
          to="/"
          className="mt-5 inline-flex h-11 items-center rounded-xl border-2 border-red-700 px-5 text-sm font-bold text-red-800 transition hover:bg-red-700 hover:text-white"
        >
          Go To Home
        </Link>
      </div>
    </section>
  );
}
