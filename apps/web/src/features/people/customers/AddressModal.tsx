import { peopleLabels } from '@pishkhan/common/i18n/fa/people-labels';
import { addressFormText as t, customerShowText } from '@pishkhan/common/i18n/fa/people-screens';
import { crudText } from '@pishkhan/common/i18n/fa/ui';
import { rules, VALIDATE_TRIGGER } from '@pishkhan/common/rules';
import { faSearchKey } from '@pishkhan/common/text';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal } from 'antd';
import { LazySelect as Select } from '../../../components/inputs/LazySelect';
import { useState } from 'react';
import { api, errorMessage, isApiError, type DataResponse } from '../../../app/api';
import { applyServerErrors } from '../../../components/crud/serverErrors';
import { resourceKeys } from '../../../components/crud/useResource';
import { mobileRule, postalCodeRule, telephoneRule } from '../../../components/inputs/iranRules';
import { addressesApi, CUSTOMERS_API, type Address, type AddressInput } from './customer.api';
import { NumberInput } from '../../../components/inputs/NumberInput';

const L = peopleLabels.address;
const nullIfEmpty = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

type Values = Omit<AddressInput, 'province_id' | 'city_id'> & { province_id?: number; city_id?: number };

/** The address form's pickers, from one endpoint any customer editor may read (no read_area needed). */
const ADDRESS_OPTIONS_API = `${CUSTOMERS_API}/address-options`;
interface AddressOptions {
  provinces: { id: number; name: string }[];
  cities?: { id: number; name: string }[];
}
const useAddressOptions = (provinceId?: number) => {
  const query = provinceId === undefined ? {} : { province_id: provinceId };
  return useQuery({
    queryKey: resourceKeys.options(ADDRESS_OPTIONS_API, query),
    queryFn: ({ signal }) => api.get<DataResponse<AddressOptions>>(ADDRESS_OPTIONS_API, query, { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
};
/** Matches either spelling (Arabic or Persian yeh and kaf) and either digits. */
const faFilter = (input: string, option?: { label?: unknown }) => faSearchKey(String(option?.label ?? '')).includes(faSearchKey(input));

function ProvinceSelect(props: { value?: number; onChange?: (v: number | undefined) => void; id?: string }) {
  const q = useAddressOptions();
  return (
    <Select
      {...props}
      showSearch={{ filterOption: faFilter }}
      loading={q.isFetching}
      placeholder={crudText.select}
      options={(q.data?.provinces ?? []).map((p) => ({ value: p.id, label: p.name }))}
      notFoundContent={q.isFetching ? undefined : crudText.empty}
    />
  );
}

/** Every city of the chosen province (one request; Isfahan has more than a hundred), filtered in the browser. */
function CitySelect({ provinceId, ...props }: { provinceId: number | undefined; value?: number; onChange?: (v: number | undefined) => void; id?: string }) {
  const q = useAddressOptions(provinceId);
  return (
    <Select
      {...props}
      disabled={provinceId === undefined}
      showSearch={{ filterOption: faFilter }}
      loading={provinceId !== undefined && q.isFetching}
      placeholder={provinceId === undefined ? t.selectProvinceFirst : crudText.select}
      options={provinceId === undefined ? [] : (q.data?.cities ?? []).map((c) => ({ value: c.id, label: c.name }))}
      notFoundContent={q.isFetching ? undefined : crudText.empty}
    />
  );
}

/** Add or edit one address of a customer: province, then a city of that province, receiver, postal code, optional map point. */
export function AddressModal({ customerId, address, onClose }: { customerId: number; address: Address | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string[] | null>(null);
  const provinceId = Form.useWatch('province_id', form) as number | undefined;

  const initial: Partial<Values> = address
    ? {
        province_id: address.province_id,
        city_id: address.city_id,
        address: address.address,
        postal_code: address.postal_code ?? '',
        first_name: address.first_name,
        last_name: address.last_name,
        mobile: address.mobile,
        telephone: address.telephone ?? '',
        latitude: address.latitude,
        longitude: address.longitude,
      }
    : { latitude: null, longitude: null };

  const submit = async (v: Values) => {
    setError(null);
    setBusy(true);
    const body: AddressInput = {
      province_id: v.province_id!,
      city_id: v.city_id!,
      address: v.address.trim(),
      postal_code: nullIfEmpty(v.postal_code),
      first_name: v.first_name.trim(),
      last_name: v.last_name.trim(),
      mobile: v.mobile.trim(),
      telephone: nullIfEmpty(v.telephone),
      latitude: v.latitude ?? null,
      longitude: v.longitude ?? null,
    };
    try {
      if (address) await api.patch<DataResponse<Address>>(`${addressesApi(customerId)}/${address.id}`, body);
      else await api.post<DataResponse<Address>>(addressesApi(customerId), body);
      message.success(customerShowText.addressSaved);
      await qc.invalidateQueries({ queryKey: [CUSTOMERS_API] });
      onClose();
    } catch (e) {
      if (isApiError(e) && e.fields) {
        const rest = applyServerErrors(form, e.fields);
        const shown = new Set(Object.values(e.fields));
        const top = [...(shown.has(e.message) ? [] : [e.message]), ...rest];
        setError(top.length ? top : null);
      } else setError([errorMessage(e)]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={address ? t.edit : t.create}
      okText={crudText.save}
      cancelText={crudText.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
      width={720}
      mask={{ closable: false }}
    >
      {error ? <Alert type="error" showIcon className="pk-mb" title={error[0]} description={error.length > 1 ? error.slice(1).join(' — ') : undefined} data-testid="address-error" /> : null}
      <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)}
        onValuesChange={(changed: Partial<Values>) => {
          if ('province_id' in changed) form.setFieldValue('city_id', undefined);
        }}
        disabled={busy}
        validateTrigger={VALIDATE_TRIGGER}
      >
        <div className="pk-form-grid">
          <Form.Item name="province_id" label={L.province_id} rules={rules(L.province_id, 'required')}>
            <ProvinceSelect />
          </Form.Item>
          <Form.Item name="city_id" label={L.city_id} rules={rules(L.city_id, 'required')}>
            <CitySelect provinceId={provinceId} />
          </Form.Item>
        </div>
        <Form.Item name="address" label={L.address} rules={rules(L.address, 'required|max:500')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
        </Form.Item>
        <div className="pk-form-grid">
          <Form.Item name="postal_code" label={L.postal_code} rules={[postalCodeRule(L.postal_code)]}>
            <Input dir="ltr" inputMode="numeric" maxLength={12} autoComplete="off" />
          </Form.Item>
          <Form.Item name="telephone" label={L.telephone} rules={[telephoneRule(L.telephone)]}>
            <Input dir="ltr" inputMode="tel" maxLength={16} autoComplete="off" />
          </Form.Item>
          <Form.Item name="first_name" label={L.first_name} rules={rules(L.first_name, 'required|min:2|max:120')}>
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item name="last_name" label={L.last_name} rules={rules(L.last_name, 'required|min:2|max:120')}>
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item name="mobile" label={L.mobile} rules={[...rules(L.mobile, 'required'), mobileRule(L.mobile)]}>
            <Input dir="ltr" inputMode="tel" maxLength={20} autoComplete="off" />
          </Form.Item>
        </div>
        <div className="pk-form-grid">
          <Form.Item
            name="latitude"
            label={L.latitude}
            dependencies={['longitude']}
            rules={[
              ...rules(L.latitude, 'min_value:-90|max_value:90'),
              ({ getFieldValue }) => ({
                validator: async (_: unknown, v: number | null) => {
                  if ((v === null || v === undefined) !== (getFieldValue('longitude') === null || getFieldValue('longitude') === undefined)) throw new Error(t.bothCoordinates);
                },
              }),
            ]}
          >
            <NumberInput decimals={6} grouping={false} min={-90} max={90} placeholder={t.latitudePlaceholder} />
          </Form.Item>
          <Form.Item name="longitude" label={L.longitude} dependencies={['latitude']} rules={rules(L.longitude, 'min_value:-180|max_value:180')}>
            <NumberInput decimals={6} grouping={false} min={-180} max={180} placeholder={t.longitudePlaceholder} />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}
