import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';

/**
 * One file sent at a time with its progress: `upload.mutate(file)` sends it through `send`, and
 * `sent` is the share of its bytes out so far (0 to 1), from 0 again at each file.
 */
export function useFileUpload<Answer>(
  send: (file: File, onProgress: (sent: number) => void) => Promise<Answer>,
  onSuccess: (answer: Answer) => unknown,
) {
  const [sent, setSent] = useState(0);
  const upload = useMutation({
    mutationFn: (file: File) => {
      setSent(0);
      return send(file, setSent);
    },
    onSuccess,
  });
  return { upload, sent };
}
