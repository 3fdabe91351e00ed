import type { ThemeConfig } from 'antd';

/** Toasts (antd message / notification) last 3000 ms with a 300 ms transition (spec §9). */
export const TOAST_DURATION_MS = 3000;
export const TOAST_TRANSITION_MS = 300;

const toastMotion = {
  motionDurationFast: `${TOAST_TRANSITION_MS / 1000}s`,
  motionDurationMid: `${TOAST_TRANSITION_MS / 1000}s`,
  motionDurationSlow: `${TOAST_TRANSITION_MS / 1000}s`,
};

export const FONT_FAMILY = "Vazirmatn, Tahoma, 'Segoe UI', sans-serif";

export const theme: ThemeConfig = {
  token: {
    fontFamily: FONT_FAMILY,
    colorPrimary: '#0f766e',
    colorLink: '#0f766e',
    borderRadius: 8,
    fontSize: 14,
  },
  components: {
    Message: toastMotion,
    Notification: toastMotion,
    Layout: { headerBg: '#ffffff', headerPadding: '0 16px', headerHeight: 56, siderBg: '#ffffff', triggerBg: '#f0f5f4', triggerColor: '#0f766e' },
    Menu: {
      itemBorderRadius: 6,
      subMenuItemBg: 'transparent',
      itemSelectedBg: '#e3f4f1',
      itemSelectedColor: '#0f766e',
      itemHoverBg: '#f1f5f4',
      itemActiveBg: '#e3f4f1',
      itemMarginInline: 8,
    },
  },
};
