/* eslint-disable shop/no-literal-text -- its texts are not yet in the message catalogue (issue 41) */
import { Link } from 'react-router';
import { NoData } from '../../components/ui/no-data';

/** A product or listing that does not exist (bad link, removed item). */
export function CatalogNotFound({ what = 'trang' }: { what?: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <NoData text={`Không tìm thấy ${what} bạn cần`}>
        <p className="text-sm text-stone-600">
          Có thể liên kết đã cũ hoặc sản phẩm đã ngừng kinh doanh.
        </p>
        <Link
          to="/"
          className="mt-2 rounded-xl bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Về trang chủ
        </Link>
      </NoData>
    </div>
  );
}
