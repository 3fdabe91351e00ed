import { postText } from '@pishkhan/common/i18n/fa/post-texts';
import type { FormInstance } from 'antd';
import { useFormValue } from '../../../components/crud/FormPage';
import { snippetOf, textOf } from './snippet';

/** The post as a search result shows it, live from the form: title, address and description, cut as Google cuts them. */
export function SnippetPreview({ form }: { form: FormInstance }) {
  const title = useFormValue<string>('title', form);
  const slug = useFormValue<string>('slug', form);
  const description = useFormValue<string>('meta_description', form);
  const summary = useFormValue<string>('summary', form);
  const body = useFormValue<string>('body', form);
  const s = snippetOf({ title, slug, description, fallback: summary || textOf(body), host: window.location.host, path: postText.snippet.path });
  return (
    <section className="pk-snippet" aria-label={postText.snippet.title}>
      <div className="pk-snippet-caption">{postText.snippet.title}</div>
      <div className="pk-snippet-url" dir="auto" data-testid="snippet-url">
        {s.url}
      </div>
      <div className="pk-snippet-title" data-testid="snippet-title">
        {s.title || postText.snippet.empty}
      </div>
      <div className="pk-snippet-description" data-testid="snippet-description">
        {s.description || postText.snippet.emptyDescription}
      </div>
    </section>
  );
}
