import { UploadOutlined } from '@ant-design/icons';
import { Button, Tooltip, type ButtonProps } from 'antd';
import { useRef, type ReactNode } from 'react';

export interface FilePickButtonProps extends Omit<ButtonProps, 'onClick' | 'icon' | 'children'> {
  /** The file types offered in the browser's file dialog (the `accept` attribute). */
  accept: string;
  /** Called with the file chosen; choosing the same file again calls it again. */
  onPick: (file: File) => void;
  /** A hint shown over the button. */
  tooltip?: ReactNode;
  children: ReactNode;
}

/**
 * A button that opens the file dialog and hands over the one file chosen: for imports that send a file
 * and show what became of it. antd's Upload (its upload list, progress bars and request) is for files
 * that upload themselves and stay listed, and weighs about 16 KB gzip more on every screen using it.
 */
export function FilePickButton({ accept, onPick, disabled, tooltip, children, ...button }: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const pick = (
    <Button {...button} disabled={disabled} icon={<UploadOutlined />} onClick={() => input.current?.click()}>
      {children}
    </Button>
  );
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        disabled={disabled}
        style={{ display: 'none' }}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Reset so that picking the same file again (after fixing it) is seen as a change.
          e.target.value = '';
          if (file) onPick(file);
        }}
      />
      {tooltip ? <Tooltip title={tooltip}>{pick}</Tooltip> : pick}
    </>
  );
}
