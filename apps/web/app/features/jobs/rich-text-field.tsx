import '@mantine/tiptap/styles.css';
import { useState } from 'react';
import { Input, Textarea } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useI18n } from '../../i18n/index.ts';
import { useHydrated } from '../../components/lookup-select.tsx';
import { htmlToText } from './job-form.ts';

interface TRichTextProps {
  name: string;
  label: string;
  description?: string;
  error?: string;
  required?: boolean;
  /** The saved HTML (sanitised by the API). */
  defaultValue: string;
}

/** The editor, once the page runs JavaScript: its HTML travels in a hidden input. */
function Editor({ name, label, description, error, required, defaultValue }: TRichTextProps) {
  const { t, dir } = useI18n();
  const [html, setHtml] = useState(defaultValue);
  const editor = useEditor({
    // Headings, code and quotes are not offered: a job ad needs paragraphs, emphasis, lists and links.
    extensions: [StarterKit.configure({ link: false, heading: false, code: false, codeBlock: false, blockquote: false, horizontalRule: false, strike: false, underline: false }), Link.configure({ openOnClick: false })],
    content: defaultValue,
    immediatelyRender: false,
    editorProps: { attributes: { dir: 'auto', 'aria-label': label, 'data-testid': `${name}-editor` } },
    onUpdate: ({ editor: current }) => setHtml(current.getHTML()),
  });
  const labels = {
    boldControlLabel: t('jobs.editor.bold'),
    italicControlLabel: t('jobs.editor.italic'),
    bulletListControlLabel: t('jobs.editor.bulletList'),
    orderedListControlLabel: t('jobs.editor.orderedList'),
    linkControlLabel: t('jobs.editor.link'),
    unlinkControlLabel: t('jobs.editor.unlink'),
    linkEditorInputLabel: t('jobs.editor.linkUrl'),
    linkEditorInputPlaceholder: 'https://',
    linkEditorExternalLink: t('jobs.editor.linkExternal'),
    linkEditorInternalLink: t('jobs.editor.linkInternal'),
    linkEditorSave: t('jobs.editor.linkSave'),
  };
  return (
    <Input.Wrapper label={label} description={description} error={error} required={required} inputWrapperOrder={['label', 'description', 'input', 'error']}>
      <input type="hidden" name={name} value={html} />
      <input type="hidden" name={`${name}_format`} value="html" />
      <RichTextEditor editor={editor} labels={labels} dir={dir} mt={4} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={180} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

/**
 * Rich text (bold, italic, lists, links). Without JavaScript it is a plain textarea: paragraphs separated by
 * blank lines become HTML paragraphs when the form is saved.
 */
export function RichTextField(props: TRichTextProps) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  if (hydrated) return <Editor {...props} />;
  return (
    <div>
      <input type="hidden" name={`${props.name}_format`} value="text" />
      <Textarea
        name={props.name}
        label={props.label}
        description={`${props.description ? `${props.description} ` : ''}${t('jobs.editor.plainHint')}`}
        error={props.error}
        required={props.required}
        autosize
        minRows={6}
        dir="auto"
        defaultValue={htmlToText(props.defaultValue)}
      />
    </div>
  );
}
