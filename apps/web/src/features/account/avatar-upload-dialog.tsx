import { ImageUp } from 'lucide-react';
import { toast } from 'react-hot-toast';
import { Dialog } from '../../components/ui/dialog';
import { OneFileInput } from '../../components/ui/one-file-input';
import { UploadProgress } from '../../components/ui/upload-progress';
import { useSession } from '../../lib/session-context';
import { useTexts } from '../../lib/locale';
import { useFileUpload } from '../../lib/use-file-upload';
import { uploadAvatar } from './account-requests';
import { profileTexts } from './profile-texts';

/** Choose one picture; it uploads at once (one file, field `avatar`). */
export function AvatarUploadDialog({ onClose }: { onClose: () => void }) {
  const { refreshUser } = useSession();
  const t = useTexts(profileTexts);
  const { upload, sent } = useFileUpload(uploadAvatar, async (answer) => {
    await refreshUser();
    toast.success(answer.message);
    onClose();
  });

  return (
    <Dialog title={t.pictureTitle} onClose={onClose}>
      <label
        className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-stone-300 bg-stone-50 px-4 py-8 text-center transition focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30 hover:border-brand-400 hover:bg-brand-50 ${
          upload.isPending ? 'pointer-events-none opacity-60' : ''
        }`}
      >
        <ImageUp aria-hidden="true" className="size-8 text-brand-700" />
        <span className="text-sm font-semibold text-stone-900">{t.chooseImage}</span>
        <span className="text-xs text-stone-500">{t.imageRules}</span>
        <OneFileInput accept="image/*" disabled={upload.isPending} onFile={upload.mutate} />
      </label>

      {upload.isPending && (
        <div className="mt-4">
          <UploadProgress sent={sent} />
        </div>
      )}
    </Dialog>
  );
}
