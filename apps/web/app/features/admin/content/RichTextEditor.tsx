import type { MessageKey } from '@sen/core';
import { isApiError } from '@sen/core/api-client';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { clsx } from 'clsx';
import { useId, useRef, useState } from 'react';
import { PROSE } from '../../content/prose';
import { useT } from '../../i18n/LanguageProvider';
import { toast } from '../../ui/toast';
import { checkImage, IMAGE_TYPES } from '../kit/ImageUploader';
import { adminContentApi } from './api';

/**
 * The blog's rich-text editor (Tiptap, decision 0272): loaded only by the post editor screen
 * (React.lazy), never by the storefront. What it writes is a small HTML vocabulary the server's
 * allow-list keeps (modules/content/sanitize.ts); pictures go through the image pipeline first.
 */
export default function RichTextEditor({
  value,
  onChange,
  label,
  testId,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
  testId?: string;
}) {
  const t = useT();
  const labelId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto', 'tel'], defaultProtocol: 'https' },
      }),
      Image,
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class: `${PROSE} min-h-64 px-3 py-2 focus:outline-none`,
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        role: 'textbox',
        ...(testId ? { 'data-testid': testId } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            underline: e.isActive('underline'),
            strike: e.isActive('strike'),
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            bullet: e.isActive('bulletList'),
            ordered: e.isActive('orderedList'),
            quote: e.isActive('blockquote'),
            code: e.isActive('codeBlock'),
            link: e.isActive('link'),
          }
        : null,
  });

  const chain = () => editor!.chain().focus();
  const setLink = () => {
    const previous = (editor?.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(t('adminContent.editor.linkPrompt'), previous);
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const insertImage = async (file: File) => {
    const problem = checkImage(file, t);
    if (problem) {
      toast.error(problem);
      return;
    }
    setUploading(true);
    try {
      const { url } = await adminContentApi.uploadImage(file);
      chain().setImage({ src: url, alt: '' }).run();
    } catch (e) {
      toast.error(isApiError(e) ? (e.fieldErrors[0]?.message ?? e.message) : t('adminKit.saveFailed'));
    } finally {
      setUploading(false);
    }
  };

  const tools: Array<{ key: string; label: MessageKey; text: string; active?: boolean; run: () => void }> = [
    { key: 'bold', label: 'adminContent.editor.bold', text: 'B', active: state?.bold, run: () => chain().toggleBold().run() },
    {
      key: 'italic',
      label: 'adminContent.editor.italic',
      text: 'I',
      active: state?.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'underline',
      label: 'adminContent.editor.underline',
      text: 'U',
      active: state?.underline,
      run: () => chain().toggleUnderline().run(),
    },
    {
      key: 'strike',
      label: 'adminContent.editor.strike',
      text: 'S',
      active: state?.strike,
      run: () => chain().toggleStrike().run(),
    },
    {
      key: 'h2',
      label: 'adminContent.editor.h2',
      text: 'H2',
      active: state?.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      label: 'adminContent.editor.h3',
      text: 'H3',
      active: state?.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bullet',
      label: 'adminContent.editor.bullet',
      text: '•',
      active: state?.bullet,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'ordered',
      label: 'adminContent.editor.ordered',
      text: '1.',
      active: state?.ordered,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'quote',
      label: 'adminContent.editor.quote',
      text: '❝',
      active: state?.quote,
      run: () => chain().toggleBlockquote().run(),
    },
    {
      key: 'code',
      label: 'adminContent.editor.code',
      text: '</>',
      active: state?.code,
      run: () => chain().toggleCodeBlock().run(),
    },
    { key: 'link', label: 'adminContent.editor.link', text: 'URL', active: state?.link, run: setLink },
    { key: 'image', label: 'adminContent.editor.image', text: 'IMG', run: () => fileInput.current?.click() },
    { key: 'undo', label: 'adminContent.editor.undo', text: '↶', run: () => chain().undo().run() },
    { key: 'redo', label: 'adminContent.editor.redo', text: '↷', run: () => chain().redo().run() },
  ];

  return (
    <div>
      <span id={labelId} className="mb-1 block text-sm font-medium text-fg">
        {label}
      </span>
      <div className="rounded-md border border-line bg-surface">
        <div
          role="toolbar"
          aria-label={t('adminContent.editor.toolbar')}
          className="flex flex-wrap gap-1 border-b border-line p-1"
        >
          {tools.map((tool) => (
            <button
              key={tool.key}
              type="button"
              title={t(tool.label)}
              aria-label={t(tool.label)}
              aria-pressed={tool.active === undefined ? undefined : Boolean(tool.active)}
              disabled={!editor || (tool.key === 'image' && uploading)}
              onClick={tool.run}
              className={clsx(
                'min-w-8 rounded px-2 py-1 text-sm font-semibold text-fg-muted hover:bg-muted hover:text-fg disabled:opacity-50',
                tool.active && 'bg-muted text-brand-700 dark:text-brand-300',
              )}
            >
              {tool.text}
            </button>
          ))}
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void insertImage(file);
            }}
          />
        </div>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
