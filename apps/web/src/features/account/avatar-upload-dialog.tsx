import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { toast } from 'react-hot-toast';
import { Dialog } from '../../components/ui/dialog';
import { UploadProgress } from '../../components/ui/upload-progress';
import { useSession } from '../../lib/session-context';
import { useTexts } from '../../lib/locale';
import { uploadAvatar } from './account-requests';
import { profileTexts } from './profile-texts';

/** Choose one picture; it uploads at once (one file, field `avatar`). */
export function AvatarUploadDialog({ onClose }: { onClose: () => void }) {
  const { refreshUser } = useSession();
  const [sent, setSent] = useState(0);
  const t = useTexts(profileTexts);

  const upload = useMutation({
    mutationFn: (file: File) => {
      setSent(0);
      return uploadAvatar(file, setSent);
    },
    onSuccess: async (answer) => {
      await refreshUser();
      toast.success(answer.message);
      onClose();
    },
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
        <input
          type="file"
          accept="image/*"
          disabled={upload.isPending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so choosing the same file again after a failure uploads it again.
            event.target.value = '';
            if (file) upload.mutate(file);
          }}
          className="sr-only"
        />
      </label>

      {upload.isPending && (
        <div className="mt-4">
          <UploadProgress sent={sent} />
        </div>
      )}
    </Dialog>
  );
}
