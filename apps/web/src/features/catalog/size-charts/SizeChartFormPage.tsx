import { catalogError } from '@pishkhan/common/i18n/fa/catalog-labels';
import { sizeChartsText as t } from '@pishkhan/common/i18n/fa/catalog-screens';
import { rules } from '@pishkhan/common/rules';
import { toPersianDigits } from '@pishkhan/common/text';
import { Form, Input } from 'antd';
import { api, type DataResponse } from '../../../app/api';
import { FormPage, ResourceSelect } from '../../../components/crud';
import type { RowOf } from '@pishkhan/common/resource';
import { sizeChartTypeResource } from '@pishkhan/common/resources/size-chart-type.resource';
import { ChartEditor, withHeader } from './ChartEditor';
import { SIZE_CHART_MAX_COLS, SIZE_CHART_MAX_ROWS, SIZE_CHARTS_API, type SizeChart, type SizeChartFormValues } from './size-chart.api';
import '../shared/catalog.css';

type SizeChartType = RowOf<typeof sizeChartTypeResource>;

const chartRule = {
  validator: async (_: unknown, chart: string[][] | undefined) => {
    if (chart?.some((row) => row.some((cell) => cell.trim() === ''))) throw new Error(catalogError('chart_empty_cell'));
  },
};

/** /admin/size-chart/create and /admin/size-chart/edit/:id — a title, an optional type and the table. */
export default function SizeChartFormPage() {
  return (
    <FormPage<SizeChart, SizeChartFormValues>
      apiPath={SIZE_CHARTS_API}
      basePath="/size-chart"
      permission="size_chart"
      title={{ create: t.create, edit: t.edit }}
      wide
      initialValues={{ type_id: null, chart: [[''], ['']] }}
      toForm={(r) => ({ title: r.title, type_id: r.type_id, chart: r.chart })}
      toBody={(v) => ({ title: v.title, type_id: v.type_id ?? null, chart: v.chart.map((row) => row.map((c) => c.trim())) })}
      rowName={(r) => r.title}
    >
      {({ form }) => (
        <>
          <div className="pk-form-grid">
            <Form.Item name="title" label={t.titleField} rules={rules(t.titleField, 'required|max:191')}>
              <Input maxLength={191} />
            </Form.Item>
            <Form.Item name="type_id" label={t.type} extra={t.typeHelp}>
              <ResourceSelect<SizeChartType>
                apiPath={sizeChartTypeResource.api}
                placeholder={t.noType}
                onChange={async (id: number | undefined) => {
                  form.setFieldValue('type_id', id ?? null);
                  if (!id) return;
                  const type = await api.get<DataResponse<SizeChartType>>(`${sizeChartTypeResource.api}/${id}`);
                  const chart = (form.getFieldValue('chart') as string[][] | undefined) ?? [];
                  form.setFieldValue('chart', withHeader(chart, type.data.values));
                }}
              />
            </Form.Item>
          </div>
          <Form.Item
            name="chart"
            label={t.chart}
            extra={t.chartHelp(toPersianDigits(SIZE_CHART_MAX_ROWS), toPersianDigits(SIZE_CHART_MAX_COLS))}
            rules={[chartRule]}
          >
            <ChartEditor />
          </Form.Item>
        </>
      )}
    </FormPage>
  );
}
