import { Avatar, Flex, Typography } from 'antd';
import { forwardRef, type CSSProperties, type ReactNode } from 'react';

export interface PickedProduct {
  id: number;
  title: string;
  image?: string | { url: string } | null;
}

export interface PickedListProps {
  value: PickedProduct[];
  onChange?: ((v: PickedProduct[]) => void) | undefined;
  disabled?: boolean | undefined;
}

const imageUrl = (p: PickedProduct) => (typeof p.image === 'string' ? p.image : (p.image?.url ?? undefined));

/** One chosen product: its drag handle (once the drag code is there), picture, title and remove button. */
export const PickedRow = forwardRef<HTMLDivElement, { item: PickedProduct; style?: CSSProperties; handle?: ReactNode; remove?: ReactNode }>(function PickedRow({ item, style, handle, remove }, ref) {
  return (
    <Flex ref={ref} align="center" gap={8} className="pk-picker-row" style={style}>
      {handle || null}
      <Avatar shape="square" size={32} src={imageUrl(item)}>
        {item.title.slice(0, 1)}
      </Avatar>
      <Typography.Text style={{ flex: 1 }}>{item.title}</Typography.Text>
      {remove || null}
    </Flex>
  );
});

