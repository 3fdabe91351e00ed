import { specificationsText as t } from '@pishkhan/common/i18n/fa/catalog-screens';
import { Tag } from 'antd';
import { SortButton } from '../../../components/crud/SortButton';
import { SPECIFICATIONS_API, SPECIFICATIONS_ORDER_API, type Specification } from './specification.api';

const title = (s: Specification) => s.label;

/** The list's sort button: specifications in one level, each with its group. */
export function SpecificationSort() {
  return (
    <SortButton<Specification>
      apiPath={SPECIFICATIONS_API}
      orderPath={SPECIFICATIONS_ORDER_API}
      permission="update_specification"
      text={t}
      title={title}
      renderItem={(s) => (
        <span>
          {s.label} {s.group ? <Tag>{s.group}</Tag> : null}
        </span>
      )}
    />
  );
}
