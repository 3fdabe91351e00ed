import type { ReportAnswer } from '@pishkhan/common/report';
import type { ListMeta } from '../../app/api';

/** What a period report route answers: the report (one page of rows) and the rows' list meta. */
export interface ReportResponse<M extends string = string> {
  data: ReportAnswer<M>;
  meta: ListMeta;
}

/** A measure as a report page shows it: its label, kind and definition (the tooltip of its figure). */
export interface ReportMeasureView<M extends string = string> {
  key: M;
  label: string;
  kind: 'count' | 'money';
  hint?: string;
}
