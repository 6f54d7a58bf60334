import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { cn } from '~/web/lib/cn';
import { ACCEPTED_PHOTO_TYPES } from '~/web/lib/photo-file';

/**
 * A picture chooser that also accepts a dropped file. The whole zone is the file input's label, so a click
 * opens the picker and the (visually hidden) input keeps keyboard focus and its accessible name.
 */
export function ImageDropZone({
  label,
  onFile,
  onFiles,
  disabled = false,
  invalid = false,
  describedBy,
  children,
  className,
}: {
  label: string;
  /** The chosen file, unchecked: the caller prepares it (src/web/lib/photo-file.ts). */
  onFile?: (file: File) => void;
  /** Takes several files at once, unchecked too; `onFile` is then unused. */
  onFiles?: (files: File[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  children: ReactNode;
  className?: string;
}) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const accept = (files: FileList | null | undefined) => {
    if (disabled || !files?.length) return;
    if (onFiles) onFiles([...files]);
    else if (onFile && files[0]) onFile(files[0]);
  };

  const onDragOver = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
    if (!disabled) setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLLabelElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    accept(event.dataTransfer.files);
  };

  return (
    <label
      htmlFor={inputId}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      data-dragging={dragging || undefined}
      className={cn(
        'group relative block cursor-pointer rounded-2xl border-2 border-dashed border-gray-300 bg-gray-50 transition-colors hover:border-brand-500 hover:bg-brand-50/60 focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-200 data-dragging:border-brand-600 data-dragging:bg-brand-50',
        invalid && 'border-red-400',
        disabled && 'pointer-events-none opacity-60',
        className,
      )}
    >
      <input
        id={inputId}
        type="file"
        accept={ACCEPTED_PHOTO_TYPES}
        multiple={Boolean(onFiles)}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          accept(event.target.files);
          // Choosing the same file again must fire a change too.
          event.target.value = '';
        }}
      />
      {children}
    </label>
  );
}
