interface OneFileInputProps {
  /** The input's `accept`. */
  accept: string;
  disabled?: boolean;
  onFile: (file: File) => void;
}

/** The hidden file input inside an upload button's label: hands over the one file chosen. */
export function OneFileInput({ accept, disabled, onFile }: OneFileInputProps) {
  return (
    <input
      type="file"
      accept={accept}
      disabled={disabled}
      onChange={(event) => {
        const file = event.target.files?.[0];
        // Cleared, so choosing the same file again after a failure uploads it again.
        event.target.value = '';
        if (file) onFile(file);
      }}
      className="sr-only"
    />
  );
}
