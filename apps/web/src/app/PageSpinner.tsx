import { Spin } from 'antd';

export function PageSpinner() {
  return (
    <div className="pk-page-spinner">
      <Spin size="large" />
    </div>
  );
}
