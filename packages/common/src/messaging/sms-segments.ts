/**
 * How many SMS parts a text takes. GSM-7 (Latin letters, digits, common signs): 160 characters in
 * one message, 153 per part when concatenated (two escaped signs such as `{` count double). Any
 * other letter (Persian, Arabic, emoji) makes the whole text UCS-2: 70 in one message, 67 per part.
 * Shared by the compose screen's counter and the server's limit, so both count alike.
 */
import { newsletterText } from '../i18n/fa/newsletter-labels';

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXT = '^{}\\[~]|€\f';
const basic = new Set(GSM_BASIC);
const ext = new Set(GSM_EXT);

/** The most parts a newsletter's SMS may take. */
export const SMS_MAX_PARTS = 10;

export interface SmsCount {
  encoding: 'gsm7' | 'ucs2';
  /** Characters as the network counts them (GSM-7 extension signs count two; UCS-2 counts UTF-16 units). */
  length: number;
  parts: number;
  /** Characters per part at this length (70/67 or 160/153). */
  perPart: number;
  /** Characters left before the next part starts. */
  left: number;
}

export function smsCount(text: string): SmsCount {
  let gsm = true;
  let gsmLength = 0;
  for (const ch of text) {
    if (basic.has(ch)) gsmLength += 1;
    else if (ext.has(ch)) gsmLength += 2;
    else {
      gsm = false;
      break;
    }
  }
  const length = gsm ? gsmLength : text.length;
  const [single, multi] = gsm ? [160, 153] : [70, 67];
  const parts = length === 0 ? 0 : length <= single ? 1 : Math.ceil(length / multi);
  const perPart = parts <= 1 ? single : multi;
  const left = parts === 0 ? single : parts * perPart - length;
  return { encoding: gsm ? 'gsm7' : 'ucs2', length, parts, perPart, left };
}

/** The length of a recipient's short key (the SMS opt-out link's last part). */
export const SMS_KEY_LENGTH = 12;

/** A recipient's short opt-out link: `{public address}/u/{key}`. */
export const smsOptOutUrl = (base: string, key: string) => `${base.replace(/\/+$/, '')}/u/${key}`;

/**
 * The SMS as sent: the text, then a short Persian opt-out line with the recipient's own link. The
 * compose screen counts it with a key of the same length, so its counter matches what is sent.
 */
export const smsWithOptOut = (text: string, base: string, key = 'x'.repeat(SMS_KEY_LENGTH)) => `${text}\n${newsletterText.unsubscribeSms}${smsOptOutUrl(base, key)}`;
