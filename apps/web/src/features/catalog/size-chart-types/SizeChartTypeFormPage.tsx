import { sizeChartTypesText as t } from '@pishkhan/common/i18n/fa/catalog-screens';
import { rules } from '@pishkhan/common/rules';
import { Form, Input } from 'antd';
import { FormPage } from '../../../components/crud';
import { ValuesEditor } from '../shared/ValuesEditor';
import { SIZE_CHART_TYPES_API, type SizeChartType, type SizeChartTypeFormValues } from './size-chart-type.api';
import '../shared/catalog.css';

export default function SizeChartTypeFormPage() {
  return (
    <FormPage<SizeChartType, SizeChartTypeFormValues>
      apiPath={SIZE_CHART_TYPES_API}
      basePath="/size-chart-type"
      permission="size_chart"
      title={{ create: t.create, edit: t.edit }}
      initialValues={{ values: [] }}
      toForm={(r) => ({ name: r.name, values: r.values.map((value) => ({ value })) })}
      toBody={(v) => ({ name: v.name, values: (v.values ?? []).map((r) => r.value.trim()) })}
      rowName={(r) => r.name}
    >
      <Form.Item name="name" label={t.name} rules={rules(t.name, 'required|max:100')}>
        <Input maxLength={100} />
      </Form.Item>
      <ValuesEditor label={t.values} help={t.valuesHelp} max={100} />
    </FormPage>
  );
}
