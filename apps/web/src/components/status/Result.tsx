import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons/InfoCircleFilled';
import QuestionCircleFilled from '@ant-design/icons/QuestionCircleFilled';
import StopFilled from '@ant-design/icons/StopFilled';
import type { HTMLAttributes, ReactNode } from 'react';

export type ResultStatus = 'success' | 'error' | 'info' | 'warning' | '404' | '403' | '500';

const ICONS: Record<ResultStatus, ReactNode> = {
  success: <CheckCircleFilled />,
  error: <CloseCircleFilled />,
  '500': <CloseCircleFilled />,
  info: <InfoCircleFilled />,
  warning: <ExclamationCircleFilled />,
  '404': <QuestionCircleFilled />,
  '403': <StopFilled />,
};

type Props = {
  status?: ResultStatus;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  icon?: ReactNode;
  /** The title's heading level: 1 when the result is the whole screen, 2 inside one. */
  level?: 1 | 2;
} & Omit<HTMLAttributes<HTMLDivElement>, 'title'>;

/**
 * A state of a page (not found, no access, failed to load, empty): an icon, a title, a line of text and
 * actions. Light on purpose: antd's Result carries three large illustrations in every bundle that uses it.
 */
export function Result({ status = 'info', title, subTitle, extra, icon, level = 2, className, ...rest }: Props) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={['pk-result', `pk-result--${status}`, className].filter(Boolean).join(' ')} {...rest}>
      <div className="pk-result-icon" aria-hidden>
        {icon ?? ICONS[status]}
      </div>
      <Heading className="pk-result-title">{title}</Heading>
      {subTitle ? <div className="pk-result-subtitle">{subTitle}</div> : null}
      {extra ? <div className="pk-result-extra">{extra}</div> : null}
    </div>
  );
}
