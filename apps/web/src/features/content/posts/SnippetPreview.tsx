import { postText } from '@pishkhan/common/i18n/fa/post-texts';
import { Form, type FormInstance } from 'antd';
import { snippetOf, textOf } from './snippet';

/** The post as a search result shows it, live from the form: title, address and description, cut as Google cuts them. */
export function SnippetPreview({ form }: { form: FormInstance }) {
  const title = Form.useWatch('title', form) as string | undefined;
  const slug = Form.useWatch('slug', form) as string | undefined;
  const description = Form.useWatch('meta_description', form) as string | undefined;
  const summary = Form.useWatch('summary', form) as string | undefined;
  const body = Form.useWatch('body', form) as string | undefined;
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
