import { BoldOutlined, ClearOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, UnderlineOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { productFormText } from '@pishkhan/common/i18n/fa/product-screens';
import { Button, Tooltip } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';

const t = productFormText.editor;

export interface RichTextEditorProps {
  value?: string | null;
  onChange?: (html: string) => void;
  id?: string;
  disabled?: boolean;
}

/**
 * A light RTL rich-text box (no extra package): a contentEditable area with a toolbar for bold,
 * italic, underline, headings, lists and links. The HTML is sanitised again on the server.
 */
export function RichTextEditor({ value, onChange, id, disabled }: RichTextEditorProps) {
  const ref = useRef<HTMLDivElement>(null);
  const last = useRef<string>('');

  // Follow outside changes (the loaded record, a reset) without moving the caret while typing.
  useEffect(() => {
    const el = ref.current;
    const v = value ?? '';
    if (el && v !== last.current) {
      el.innerHTML = v;
      last.current = v;
    }
  }, [value]);

  const emit = () => {
    const el = ref.current;
    if (!el) return;
    const html = el.innerHTML === '<br>' ? '' : el.innerHTML;
    last.current = html;
    onChange?.(html);
  };

  const exec = (cmd: string, arg?: string) => {
    ref.current?.focus();
    if (typeof document.execCommand === 'function') document.execCommand(cmd, false, arg);
    emit();
  };

  const tool = (label: string, icon: ReactNode, run: () => void) => (
    <Tooltip title={label} key={label}>
      <Button type="text" size="small" icon={icon} aria-label={label} disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={run} />
    </Tooltip>
  );

  return (
    <div className="pk-rte">
      <div className="pk-rte-toolbar" role="toolbar" aria-label={t.toolbar}>
        {tool(t.bold, <BoldOutlined />, () => exec('bold'))}
        {tool(t.italic, <ItalicOutlined />, () => exec('italic'))}
        {tool(t.underline, <UnderlineOutlined />, () => exec('underline'))}
        <span className="pk-rte-sep" />
        <Button type="text" size="small" disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={() => exec('formatBlock', '<h2>')}>
          {t.h2}
        </Button>
        <Button type="text" size="small" disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={() => exec('formatBlock', '<h3>')}>
          {t.h3}
        </Button>
        <Button type="text" size="small" disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={() => exec('formatBlock', '<p>')}>
          {t.paragraph}
        </Button>
        <span className="pk-rte-sep" />
        {tool(t.ul, <UnorderedListOutlined />, () => exec('insertUnorderedList'))}
        {tool(t.ol, <OrderedListOutlined />, () => exec('insertOrderedList'))}
        {tool(t.link, <LinkOutlined />, () => {
          const url = window.prompt(t.linkPrompt, 'https://');
          if (url && /^(https?:\/\/|\/|mailto:)/i.test(url.trim())) exec('createLink', url.trim());
        })}
        {tool(t.clear, <ClearOutlined />, () => exec('removeFormat'))}
      </div>
      <div
        id={id}
        ref={ref}
        className="pk-rte-area"
        dir="rtl"
        role="textbox"
        aria-multiline="true"
        aria-label={t.area}
        contentEditable={!disabled}
        suppressContentEditableWarning
        onInput={emit}
        onBlur={emit}
      />
    </div>
  );
}
