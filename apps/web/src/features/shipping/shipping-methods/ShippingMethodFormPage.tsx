import { EnvironmentOutlined } from '@ant-design/icons';
import { shippingMethodsText as t } from '@pishkhan/common/i18n/fa/shipping-screens';
import { rules } from '@pishkhan/common/rules';
import { Alert, Button, Form, Input } from 'antd';
import { SectionDivider } from '../../../components/crud/SectionDivider';
import { Link } from 'react-router';
import { useSession } from '../../../app/session';
import { FormPage, SwitchField } from '../../../components/crud';
import { lazyPart } from '../../../components/crud/lazyPart';
import { LazyImageUpload } from '../../../components/inputs/LazyImageUpload';
import { PriceInput } from '../../../components/inputs/PriceInput';
import { SHIPPING_METHODS_API, type ShippingMethod, type ShippingMethodFormValues } from './shipping-method.api';
import './shipping.css';
import { NumberInput } from '../../../components/inputs/NumberInput';

// The role-price table (antd's Table and Select) loads only while the customer_roles feature is on.
const RolePrices = lazyPart(() => import('./RolePrices').then((m) => m.RolePrices));

/** /admin/shipping/create and /admin/shipping/edit/:id — the method; its provinces and cities have their own screen. */
export default function ShippingMethodFormPage() {
  const { home, featureOn } = useSession();
  const rolesOn = featureOn('customer_roles');
  const unitProps = home.unit_label ? { unit: home.unit_label } : {};
  return (
    <FormPage<ShippingMethod, ShippingMethodFormValues>
      apiPath={SHIPPING_METHODS_API}
      basePath="/shipping"
      permission="shipping"
      title={{ create: t.create, edit: t.edit }}
      wide
      initialValues={{
        status: true,
        is_free: false,
        logo: null,
        default_price: null,
        free_threshold: null,
        minimum_delay: 0,
        first_packet_size: 1,
        packet_size: 1,
        more_packet_price: 0,
        customer_roles: [],
      }}
      toForm={(r) => ({
        name: r.name,
        description: r.description ?? '',
        logo: r.logo,
        status: r.status,
        is_free: r.is_free,
        default_price: r.default_price,
        free_threshold: r.free_threshold,
        minimum_delay: r.minimum_delay,
        first_packet_size: r.first_packet_size,
        packet_size: r.packet_size,
        more_packet_price: r.more_packet_price,
        customer_roles: r.customer_roles.map(({ id, amount }) => ({ id, amount })),
      })}
      toBody={({ logo, customer_roles, more_packet_price, ...v }) => ({
        ...v,
        logo_id: logo?.id ?? null,
        more_packet_price: more_packet_price ?? 0,
        // Role prices are sent only while the feature is on (the server refuses them otherwise).
        ...(rolesOn ? { customer_roles: (customer_roles ?? []).map((r) => ({ id: r.id, amount: r.amount ?? 0 })) } : {}),
      })}
      rowName={(r) => r.name}
      fieldMap={{ logo_id: 'logo' }}
    >
      {({ isEdit, record }) => (
        <>
          <SectionDivider>{t.sectionGeneral}</SectionDivider>
          <div className="pk-form-grid">
            <Form.Item name="name" label={t.name} rules={rules(t.name, 'required|max:191')}>
              <Input maxLength={191} />
            </Form.Item>
            <Form.Item name="description" label={t.description} rules={rules(t.description, 'max:191')}>
              <Input maxLength={191} />
            </Form.Item>
          </div>
          <Form.Item name="logo" label={t.logo}>
            <LazyImageUpload label={t.logo} />
          </Form.Item>
          <div className="pk-form-grid">
            <SwitchField />
            <SwitchField name="is_free" label={t.isFree} help={t.isFreeHelp} />
          </div>

          <SectionDivider>{t.sectionPrices}</SectionDivider>
          <div className="pk-form-grid">
            <Form.Item name="default_price" label={t.defaultPrice} extra={t.defaultPriceHelp} rules={rules(t.defaultPrice, 'integer|min_value:0')}>
              <PriceInput {...unitProps} placeholder={t.free} />
            </Form.Item>
            <Form.Item name="free_threshold" label={t.freeThreshold} extra={t.freeThresholdHelp} rules={rules(t.freeThreshold, 'integer|min_value:0')}>
              <PriceInput {...unitProps} placeholder={t.never} />
            </Form.Item>
            <Form.Item name="minimum_delay" label={t.minimumDelay} extra={t.minimumDelayHelp} rules={rules(t.minimumDelay, 'required|integer|min_value:0|max_value:365')}>
              <NumberInput min={0} max={365} />
            </Form.Item>
          </div>

          <SectionDivider>{t.sectionPackets}</SectionDivider>
          <div className="pk-form-grid">
            <Form.Item name="first_packet_size" label={t.firstPacketSize} extra={t.firstPacketSizeHelp} rules={rules(t.firstPacketSize, 'required|integer|min_value:1')}>
              <NumberInput min={1} />
            </Form.Item>
            <Form.Item name="packet_size" label={t.packetSize} extra={t.packetSizeHelp} rules={rules(t.packetSize, 'required|integer|min_value:1')}>
              <NumberInput min={1} />
            </Form.Item>
            <Form.Item name="more_packet_price" label={t.morePacketPrice} extra={t.morePacketPriceHelp} rules={rules(t.morePacketPrice, 'integer|min_value:0')}>
              <PriceInput {...unitProps} placeholder="0" />
            </Form.Item>
          </div>

          {rolesOn ? (
            <>
              <SectionDivider>{t.sectionRoles}</SectionDivider>
              <Alert type="info" showIcon className="pk-mb" title={t.rolesHelp} />
              <RolePrices unit={home.unit_label} />
            </>
          ) : null}

          <SectionDivider>{t.areas}</SectionDivider>
          {isEdit && record ? (
            <Alert
              type="info"
              showIcon
              className="pk-mb"
              title={t.areasHintEdit}
              action={
                <Link to={`/shipping/cities/${record.id}`}>
                  <Button size="small" icon={<EnvironmentOutlined />}>
                    {t.editAreas}
                  </Button>
                </Link>
              }
            />
          ) : (
            <Alert type="info" showIcon className="pk-mb" title={t.areasHintCreate} />
          )}
        </>
      )}
    </FormPage>
  );
}
