import { newsletterNames, newsletterText as t } from '@pishkhan/common/i18n/fa/newsletter-labels';
import { SMS_MAX_PARTS, smsCount } from '@pishkhan/common/messaging/sms-segments';
import { Form, Input, Typography } from 'antd';

/** The SMS text with its live count: characters, parts (70/67 Persian, 160/153 Latin) and what is left. */
export function SmsTextInput({ disabled }: { disabled?: boolean }) {
  const text = (Form.useWatch('sms_text') as string | undefined) ?? '';
  const c = smsCount(text);
  return (
    <Form.Item name="sms_text" label={newsletterNames.fields.sms_text} extra={<Typography.Text type={c.parts > SMS_MAX_PARTS ? 'danger' : 'secondary'} data-testid="sms-counter">{t.counter(c.length, c.parts, c.left)}</Typography.Text>}>
      <Input.TextArea rows={5} maxLength={1600} disabled={disabled} />
    </Form.Item>
  );
}
