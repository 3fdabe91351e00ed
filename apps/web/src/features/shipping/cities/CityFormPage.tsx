import { citiesText as t } from '@pishkhan/common/i18n/fa/screens';
import { rules } from '@pishkhan/common/rules';
import { Form, Input } from 'antd';
import { useSearchParams } from 'react-router';
import { FormPage, ResourceSelect, SwitchField } from '../../../components/crud';
import { PROVINCES_API } from '../provinces/province.api';
import { CITIES_API, type City, type CityInput } from './city.api';

export default function CityFormPage() {
  const [sp] = useSearchParams();
  const province = Number(sp.get('province_id')) || undefined;
  return (
    <FormPage<City, CityInput>
      apiPath={CITIES_API}
      basePath="/cities"
      permission="area"
      title={{ create: t.create, edit: t.edit }}
      initialValues={{ status: true, ...(province ? { province_id: province } : {}) }}
      toForm={(r) => ({ province_id: r.province_id, name: r.name, status: r.status, post_code: r.post_code })}
      toBody={(v) => ({ ...v, post_code: v.post_code || null })}
      rowName={(r) => r.name}
      also={[PROVINCES_API]}
    >
      <div className="pk-form-grid">
        <Form.Item name="province_id" label={t.province} rules={rules(t.province, 'required')}>
          <ResourceSelect apiPath={PROVINCES_API} query={{ sort: 'name' }} allowClear={false} />
        </Form.Item>
        <Form.Item name="name" label={t.name} rules={rules(t.name, 'required|max:100')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="post_code" label={t.postCode} rules={rules(t.postCode, 'max:20')}>
          <Input dir="ltr" maxLength={20} />
        </Form.Item>
      </div>
      <SwitchField />
    </FormPage>
  );
}
