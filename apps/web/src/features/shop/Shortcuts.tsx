import { saleText as t } from '@pishkhan/common/i18n/fa/shop-screens';
import { Card } from 'antd';
import { Kbd } from './PaymentPanel';

/** The counter's keys, always on screen. */
export function Shortcuts({ canDiscount }: { canDiscount: boolean }) {
  const k = t.keys;
  const rows: [string[], string][] = [
    [['Enter'], k.enter],
    [['↑', '↓'], k.arrows],
    [['+', '−'], k.plusMinus],
    [[k.starKey], k.star],
    [['Delete'], k.del],
    [['Ctrl+Z'], k.undo],
    [['F2'], k.f2],
    [['F3'], k.f3],
    [['F4'], k.f4],
    [['F6'], k.f6],
    [['F7'], k.f7],
    [['F8'], k.f8],
    ...(canDiscount ? ([[['F10'], k.f10]] as [string[], string][]) : []),
    [['F9', 'Ctrl+Enter'], k.f9],
    [['Esc'], k.esc],
  ];
  return (
    <Card size="small" title={t.shortcuts} className="pk-pos-card pk-pos-keys" data-testid="shortcuts">
      <dl>
        {rows.map(([keys, what]) => (
          <div key={keys.join()} className="pk-pos-key">
            <dt>
              {keys.map((key) => (
                <Kbd key={key}>{key}</Kbd>
              ))}
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
