import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/tiptap/styles.css';
import { Alert, Input, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/ui/rich-text.tsx';

/** The elements the editor's schema holds; others (tables, images) would be lost in it. */
const EDITOR_TAGS = new Set('p h1 h2 h3 h4 h5 h6 strong b em i u s a ul ol li br blockquote code pre hr'.split(' '));

/** Whether the editor can hold this HTML without dropping parts of it. */
function editorCanHold(html: string): boolean {
  for (const match of html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)\b/g)) {
    if (!EDITOR_TAGS.has(match[1].toLowerCase())) return false;
  }
  return true;
}

type Mode = 'editor' | 'preview' | 'html';

const PREVIEW_TAGS = new Set([...EDITOR_TAGS, 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span', 'div', 'small']);

/**
 * The preview's copy of the HTML with only known elements and safe links (an allow-list, as the
 * server's): HTML typed in the HTML view must not run in the staff member's browser before the
 * server has cleaned it. DOMParser's document is inert (nothing loads, no handler runs).
 */
function previewHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    if (!PREVIEW_TAGS.has(element.tagName.toLowerCase())) {
      element.remove();
      continue;
    }
    for (const attribute of Array.from(element.attributes)) {
      const safeLink =
        element.tagName === 'A' && attribute.name === 'href' && /^(https?:|mailto:|tel:|\/)/i.test(attribute.value);
      if (!safeLink) element.removeAttribute(attribute.name);
    }
  }
  return doc.body.innerHTML;
}

interface Props {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | null;
  required?: boolean;
}

/**
 * A text edited as text (headings, bold, lists, links) that writes HTML, with a preview in the
 * shop's typography and, for what the editor cannot hold, the HTML itself. The server cleans
 * whatever arrives with its allow-list (lib/html.ts) as before, so the editor adds no way in.
 */
export default function HtmlEditor({ label, value, onChange, error, required }: Props) {
  const { t } = useTranslation('admin-catalog');
  const id = useId();
  // The HTML the editor holds (as loaded or as it last wrote it): another value came from the HTML view.
  const written = useRef(value);
  const [mode, setMode] = useState<Mode>(() => (editorCanHold(value) ? 'editor' : 'html'));
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-labelledby': `${id}-label`, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => {
      written.current = e.isEmpty ? '' : e.getHTML();
      onChange(written.current);
    },
  });
  // Back from the HTML view (or another record's values): the editor shows what the field holds.
  useEffect(() => {
    if (!editor || mode !== 'editor' || value === written.current) return;
    written.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, mode, value]);

  const labels = {
    boldControlLabel: t('editor.bold'),
    italicControlLabel: t('editor.italic'),
    underlineControlLabel: t('editor.underline'),
    h2ControlLabel: t('editor.h2'),
    h3ControlLabel: t('editor.h3'),
    bulletListControlLabel: t('editor.bulletList'),
    orderedListControlLabel: t('editor.orderedList'),
    blockquoteControlLabel: t('editor.blockquote'),
    linkControlLabel: t('editor.link'),
    unlinkControlLabel: t('editor.unlink'),
    clearFormattingControlLabel: t('editor.clear'),
    undoControlLabel: t('editor.undo'),
    redoControlLabel: t('editor.redo'),
    linkEditorInputLabel: t('editor.linkAddress'),
    linkEditorInputPlaceholder: 'https://…',
    linkEditorExternalLink: t('editor.linkNewTab'),
    linkEditorInternalLink: t('editor.linkSameTab'),
    linkEditorSave: t('editor.linkSave'),
  };

  return (
    <Input.Wrapper
      id={id}
      label={<span id={`${id}-label`}>{label}</span>}
      required={required}
      error={error}
      labelElement="div"
      data-testid="html-editor"
    >
      <Stack gap="xs" mt={4}>
        <SegmentedControl
          size="xs"
          value={mode}
          onChange={(v) => setMode(v as Mode)}
          aria-label={t('editor.view')}
          data={[
            { value: 'editor', label: t('editor.editor'), disabled: !editorCanHold(value) },
            { value: 'preview', label: t('editor.preview') },
            { value: 'html', label: t('editor.html') },
          ]}
        />
        {mode === 'html' && !editorCanHold(value) ? (
          <Alert color="blue" p="xs">
            {t('editor.onlyHtml')}
          </Alert>
        ) : null}
        {/* Kept mounted while another view shows: the editor keeps its state and its undo history. */}
        <div hidden={mode !== 'editor'}>
          <RichTextEditor editor={editor} labels={labels}>
            <RichTextEditor.Toolbar sticky stickyOffset={0}>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Bold />
                <RichTextEditor.Italic />
                <RichTextEditor.Underline />
                <RichTextEditor.ClearFormatting />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.H2 />
                <RichTextEditor.H3 />
                <RichTextEditor.BulletList />
                <RichTextEditor.OrderedList />
                <RichTextEditor.Blockquote />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Link />
                <RichTextEditor.Unlink />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Undo />
                <RichTextEditor.Redo />
              </RichTextEditor.ControlsGroup>
            </RichTextEditor.Toolbar>
            <RichTextEditor.Content mih={240} />
          </RichTextEditor>
        </div>
        {mode === 'preview' ? (
          <div data-testid="html-preview" style={{ border: '1px solid var(--mantine-color-gray-3)', padding: 12 }}>
            <RichText html={previewHtml(value)} />
          </div>
        ) : null}
        {mode === 'html' ? (
          <Textarea
            aria-labelledby={`${id}-label`}
            value={value}
            onChange={(e) => onChange(e.currentTarget.value)}
            autosize
            minRows={8}
            description={t('form.htmlHint')}
            styles={{ input: { fontFamily: 'monospace' } }}
          />
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
