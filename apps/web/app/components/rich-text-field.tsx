import '@mantine/tiptap/styles.css';
import { useState } from 'react';
import { Input, Textarea } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useI18n } from '../i18n/index.ts';
import { htmlToText } from '../lib/rich-text.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

interface TRichTextProps {
  name: string;
  label: string;
  description?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  /** The saved HTML (sanitised by the API). */
  defaultValue: string;
  /** Subheadings and quotes besides emphasis, lists and links (articles; a job ad needs only the latter). */
  blocks?: boolean;
  /** The text's direction when it is known (a post's Arabic or English body); `auto` otherwise. */
  dir?: 'rtl' | 'ltr' | undefined;
}

/** The editor, once the page runs JavaScript: its HTML travels in a hidden input. */
function Editor({ name, label, description, error, required, defaultValue, blocks, dir }: TRichTextProps) {
  const { t, dir: pageDir } = useI18n();
  const [html, setHtml] = useState(defaultValue);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        link: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        heading: blocks ? { levels: [2, 3] } : false,
        blockquote: blocks ? {} : false,
      }),
      Link.configure({ openOnClick: false }),
    ],
    content: defaultValue,
    immediatelyRender: false,
    editorProps: { attributes: { dir: dir ?? 'auto', 'aria-label': label, 'data-testid': `${name}-editor` } },
    onUpdate: ({ editor: current }) => setHtml(current.getHTML()),
  });
  const labels = {
    boldControlLabel: t('editor.bold'),
    italicControlLabel: t('editor.italic'),
    h2ControlLabel: t('editor.heading'),
    bulletListControlLabel: t('editor.bulletList'),
    orderedListControlLabel: t('editor.orderedList'),
    blockquoteControlLabel: t('editor.blockquote'),
    linkControlLabel: t('editor.link'),
    unlinkControlLabel: t('editor.unlink'),
    linkEditorInputLabel: t('editor.linkUrl'),
    linkEditorInputPlaceholder: 'https://',
    linkEditorExternalLink: t('editor.linkExternal'),
    linkEditorInternalLink: t('editor.linkInternal'),
    linkEditorSave: t('editor.linkSave'),
  };
  return (
    <Input.Wrapper label={label} description={description} error={error} required={required} inputWrapperOrder={['label', 'description', 'input', 'error']}>
      <input type="hidden" name={name} value={html} />
      <input type="hidden" name={`${name}_format`} value="html" />
      <RichTextEditor editor={editor} labels={labels} dir={pageDir} mt={4} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            {blocks && <RichTextEditor.H2 />}
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            {blocks && <RichTextEditor.Blockquote />}
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={blocks ? 220 : 180} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}

/**
 * Rich text: emphasis, lists and links (`blocks`: subheadings and quotes too). Without JavaScript it is a plain
 * textarea: paragraphs separated by blank lines become HTML paragraphs when the form is saved (`textToHtml`).
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
        description={`${props.description ? `${props.description} ` : ''}${t('editor.plainHint')}`}
        error={props.error}
        required={props.required}
        autosize
        minRows={6}
        dir={props.dir ?? 'auto'}
        defaultValue={htmlToText(props.defaultValue)}
      />
    </div>
  );
}
