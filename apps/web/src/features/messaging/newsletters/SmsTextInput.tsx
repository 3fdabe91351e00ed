import { newsletterHelp, newsletterNames, newsletterText as t } from '@pishkhan/common/i18n/fa/newsletter-labels';
import { SMS_MAX_PARTS, smsCount, smsWithOptOut } from '@pishkhan/common/messaging/sms-segments';
import { Form, Input, Typography } from 'antd';
import { useMessageChannels } from '../../../components/tasks/useMessageChannels';

/**
 * The SMS text with its live count as it will be sent — the text and the opt-out line every SMS
 * ends with (its short link as long as a real one): characters, parts (70/67 Persian, 160/153
 * Latin) and what is left.
 */
export function SmsTextInput({ disabled }: { disabled?: boolean }) {
  const text = (Form.useWatch('sms_text') as string | undefined) ?? '';
  const channels = useMessageChannels();
  const c = smsCount(smsWithOptOut(text, channels.data?.sms_base ?? 'http://localhost:3000'));
  return (
    <Form.Item
      name="sms_text"
      label={newsletterNames.fields.sms_text}
      extra={
        <>
          <Typography.Text type={c.parts > SMS_MAX_PARTS ? 'danger' : 'secondary'} data-testid="sms-counter">
            {t.counter(c.length, c.parts, c.left)}
          </Typography.Text>
          <div>{newsletterHelp.sms_text}</div>
        </>
      }
    >
      <Input.TextArea rows={5} maxLength={1600} disabled={disabled} />
    </Form.Item>
  );
}
