import { Typography } from 'antd';
import { SectionDivider } from '../../../components/crud/SectionDivider';
import type { ReactNode } from 'react';

/** One titled part of the product form; `id` is its anchor. */
export function ProductFormSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section id={id} className="pk-form-section">
      <SectionDivider className="pk-section-divider">
        <Typography.Title level={5} className="pk-section-title">
          {title}
        </Typography.Title>
      </SectionDivider>
      {children}
    </section>
  );
}
