import {
  BoldOutlined,
  ClearOutlined,
  DeleteColumnOutlined,
  DeleteOutlined,
  DeleteRowOutlined,
  DisconnectOutlined,
  InsertRowBelowOutlined,
  InsertRowLeftOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  BorderlessTableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { editorText as t } from '@pishkhan/common/i18n/fa/editor';
import { uploadText } from '@pishkhan/common/i18n/fa/inputs';
import { toPersianDigits } from '@pishkhan/common/text';
import type { Editor } from '@tiptap/core';
import { Image } from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { Button, Spin, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useReadOnly } from '../crud/readOnly';
import { isApiError } from '../../app/api';
import { checkImageFile, DEFAULT_ACCEPT, DEFAULT_MAX_SIZE_KB, uploadImage } from '../inputs/uploadImage';
import { cleanPastedHtml } from './cleanPastedHtml';
import { textStats } from './textStats';
import './editor.css';

export interface RichTextEditorProps {
  /** The HTML (as stored). */
  value?: string | null;
  /** The editor's HTML; an empty document gives ''. */
  onChange?: (html: string) => void;
  /** The field's label: the editing area's accessible name. */
  label?: string;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  /** Upload endpoint for pictures put into the text (default: the shared upload route). */
  uploadAction?: string;
}

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

/** The editor's schema: what the toolbar makes is exactly what the server's sanitiser keeps. */
export const editorExtensions = (placeholder?: string) => [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { target: null, rel: null } },
  }),
  Image.configure({ inline: false, allowBase64: false }),
  Table.configure({ resizable: false }),
  TableRow,
  TableHeader,
  TableCell,
  ...(placeholder ? [Placeholder.configure({ placeholder })] : []),
];

/**
 * The shared rich-text editor (TipTap): right-to-left by default (every block carries `dir`, a
 * block can be switched to left-to-right for an English passage), headings, lists, quotes, links,
 * tables, pictures uploaded through the upload route (the server decodes and re-encodes them),
 * undo/redo, and a count line (characters, ZWNJ-aware words, reading time in Persian digits).
 * Paste from Word or Google Docs is cleaned first (./cleanPastedHtml). Works as a form control:
 * `value`/`onChange` carry the HTML; the server sanitises it again.
 *
 * Load it lazily (through the resource kit's field inputs): it is a chunk of its own.
 */
export function RichTextEditor({ value, onChange, label, id, disabled: disabledProp, placeholder, uploadAction }: RichTextEditorProps) {
  // A form the admin may only read shows the text, not a working editor.
  const disabled = !!disabledProp || useReadOnly();
  const last = useRef<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const editorRef = useRef<Editor | null>(null);

  const upload = async (editor: Editor, files: File[], at?: number) => {
    for (const file of files) {
      const refused = await checkImageFile(file, { accept: DEFAULT_ACCEPT, maxSizeKb: DEFAULT_MAX_SIZE_KB, label: uploadText.label });
      if (refused) {
        setError(refused);
        continue;
      }
      setUploading((n) => n + 1);
      try {
        const img = await uploadImage(file, uploadAction);
        setError(null);
        const chain = editor.chain().focus();
        (at !== undefined ? chain.insertContentAt(at, { type: 'image', attrs: { src: img.url, alt: '' } }) : chain.setImage({ src: img.url, alt: '' })).run();
      } catch (e) {
        setError(isApiError(e) ? (e.fields?.file ?? e.message) : uploadText.failed);
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const editor = useEditor({
    extensions: editorExtensions(placeholder),
    textDirection: 'rtl',
    content: value ?? '',
    editable: !disabled,
    editorProps: {
      attributes: {
        class: 'pk-editor-area',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label ?? t.area,
        ...(id ? { id } : {}),
      },
      transformPastedHTML: cleanPastedHtml,
      handlePaste: (_view, event) => {
        // Word and Excel also put a picture of the copied text on the clipboard: text wins when there is some.
        if (event.clipboardData?.getData('text/html') || event.clipboardData?.getData('text/plain')) return false;
        const files = [...(event.clipboardData?.files ?? [])].filter((f) => f.type.startsWith('image/'));
        if (!files.length || !editorRef.current) return false;
        void upload(editorRef.current, files);
        return true;
      },
      handleDrop: (view, event) => {
        const files = [...(event.dataTransfer?.files ?? [])].filter((f) => f.type.startsWith('image/'));
        if (!files.length || !editorRef.current) return false;
        const pos = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        void upload(editorRef.current, files, pos);
        return true;
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      last.current = html;
      onChange?.(html);
    },
  });
  editorRef.current = editor;

  // Follow outside changes (the loaded record, a form reset) without disturbing typing.
  useEffect(() => {
    const v = value ?? '';
    // An editor torn down (its form re-rendered it) has no schema left to read.
    if (!editor || editor.isDestroyed || v === last.current) return;
    last.current = v;
    if (v !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(v, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      ltr: e.state.selection.$from.parent.attrs.dir === 'ltr',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
      text: e.state.doc.textBetween(0, e.state.doc.content.size, '\n', ' '),
    }),
  });

  const off = disabled || !editor;
  const run = (f: (e: Editor) => void) => () => editor && f(editor);
  const tool = (label: string, icon: ReactNode, action: () => void, o: { active?: boolean; enabled?: boolean } = {}) => (
    <Tooltip title={label} key={label}>
      <Button
        type={o.active ? 'primary' : 'text'}
        ghost={o.active}
        size="small"
        icon={icon}
        aria-label={label}
        {...(o.active !== undefined ? { 'aria-pressed': o.active } : {})}
        disabled={off || o.enabled === false}
        onMouseDown={(e) => e.preventDefault()}
        onClick={action}
      />
    </Tooltip>
  );
  // A button showing a short text is named by that text, then its label (the name begins with what is seen).
  const textTool = (label: string, short: string, action: () => void, active: boolean) => (
    <Tooltip title={label} key={label}>
      <Button type={active ? 'primary' : 'text'} ghost={active} size="small" aria-label={`${short} ${label}`} aria-pressed={active} disabled={off} onMouseDown={(e) => e.preventDefault()} onClick={action}>
        {short}
      </Button>
    </Tooltip>
  );

  const setLink = run((e) => {
    const current = (e.getAttributes('link').href as string | undefined) ?? 'https://';
    const url = window.prompt(t.linkPrompt, current)?.trim();
    if (url === undefined) return;
    if (!url) return void e.chain().focus().extendMarkRange('link').unsetLink().run();
    if (!SAFE_LINK.test(url)) return setError(t.linkInvalid);
    setError(null);
    e.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
  });

  const stats = textStats(state?.text ?? '');
  const sep = (k: string) => <span className="pk-editor-sep" key={k} aria-hidden="true" />;

  return (
    <div className={`pk-editor${disabled ? ' pk-editor-disabled' : ''}`}>
      <div className="pk-editor-toolbar" role="toolbar" aria-label={t.toolbar}>
        {tool(t.undo, <UndoOutlined />, run((e) => e.chain().focus().undo().run()), { enabled: !!state?.canUndo })}
        {tool(t.redo, <RedoOutlined />, run((e) => e.chain().focus().redo().run()), { enabled: !!state?.canRedo })}
        {sep('s1')}
        {([2, 3, 4] as const).map((level) => textTool(t.heading(level), t.headingShort(level), run((e) => e.chain().focus().toggleHeading({ level }).run()), !!state?.[`h${level}`]))}
        {sep('s2')}
        {tool(t.bold, <BoldOutlined />, run((e) => e.chain().focus().toggleBold().run()), { active: !!state?.bold })}
        {tool(t.italic, <ItalicOutlined />, run((e) => e.chain().focus().toggleItalic().run()), { active: !!state?.italic })}
        {tool(t.underline, <UnderlineOutlined />, run((e) => e.chain().focus().toggleUnderline().run()), { active: !!state?.underline })}
        {tool(t.strike, <StrikethroughOutlined />, run((e) => e.chain().focus().toggleStrike().run()), { active: !!state?.strike })}
        {sep('s3')}
        {tool(t.bulletList, <UnorderedListOutlined />, run((e) => e.chain().focus().toggleBulletList().run()), { active: !!state?.bulletList })}
        {tool(t.orderedList, <OrderedListOutlined />, run((e) => e.chain().focus().toggleOrderedList().run()), { active: !!state?.orderedList })}
        {textTool(t.blockquote, '«»', run((e) => e.chain().focus().toggleBlockquote().run()), !!state?.blockquote)}
        {sep('s4')}
        {tool(t.link, <LinkOutlined />, setLink, { active: !!state?.link })}
        {tool(t.unlink, <DisconnectOutlined />, run((e) => e.chain().focus().extendMarkRange('link').unsetLink().run()), { enabled: !!state?.link })}
        {tool(t.image, uploading ? <Spin size="small" /> : <PictureOutlined />, () => fileInput.current?.click())}
        {tool(t.table, <BorderlessTableOutlined />, run((e) => e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()), { enabled: !state?.table })}
        {state?.table && [
          tool(t.tableAddRow, <InsertRowBelowOutlined />, run((e) => e.chain().focus().addRowAfter().run())),
          tool(t.tableAddColumn, <InsertRowLeftOutlined />, run((e) => e.chain().focus().addColumnAfter().run())),
          tool(t.tableDeleteRow, <DeleteRowOutlined />, run((e) => e.chain().focus().deleteRow().run())),
          tool(t.tableDeleteColumn, <DeleteColumnOutlined />, run((e) => e.chain().focus().deleteColumn().run())),
          tool(t.tableDelete, <DeleteOutlined />, run((e) => e.chain().focus().deleteTable().run())),
        ]}
        {sep('s5')}
        {textTool(state?.ltr ? t.rtl : t.ltr, state?.ltr ? 'RTL' : 'LTR', run((e) => e.chain().focus().setTextDirection(state?.ltr ? 'rtl' : 'ltr').run()), false)}
        {tool(t.clear, <ClearOutlined />, run((e) => e.chain().focus().unsetAllMarks().clearNodes().run()))}
      </div>
      <EditorContent editor={editor} className="pk-editor-content" />
      <input
        ref={fileInput}
        type="file"
        accept={DEFAULT_ACCEPT.join(',')}
        multiple
        className="pk-editor-file"
        // Inline: a form item's own rule shows file inputs (`.ant-form-item input[type=file]`).
        style={{ display: 'none' }}
        tabIndex={-1}
        aria-hidden="true"
        onChange={(ev) => {
          const files = [...(ev.target.files ?? [])];
          ev.target.value = '';
          if (editor && files.length) void upload(editor, files);
        }}
      />
      <div className="pk-editor-footer">
        {uploading > 0 && <span>{t.imageUploading}</span>}
        {error && (
          <span className="pk-editor-error" role="alert">
            {error}
          </span>
        )}
        <span className="pk-editor-stats">{t.stats(toPersianDigits(stats.characters), toPersianDigits(stats.words), toPersianDigits(stats.minutes))}</span>
      </div>
    </div>
  );
}
