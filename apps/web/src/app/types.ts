import type { FeatureState, SettingGroupRef } from '@pishkhan/common';

export interface RoleRef {
  id: number;
  name: string;
  label: string;
  is_super: boolean;
}
export interface Admin {
  id: number;
  username: string;
  name: string;
  email: string | null;
  mobile: string | null;
  status: boolean;
  role: RoleRef | null;
  last_login_at: string | null;
  created_at: string;
}
export type NotificationType = 'ProductUnavailableNotification' | 'order';
export interface AdminNotification {
  /** A uuid on the server. */
  id: number | string;
  type: NotificationType | string;
  /** A JSON string (spec §3); parse with parseNotificationData. */
  data: string;
  read_at: string | null;
  created_at: string;
}
export interface Contact {
  id: number;
  name: string;
  mobile: string | null;
  email: string | null;
  subject: string | null;
  body: string;
  status: 0 | 1;
  created_at: string;
}
export interface HomeData {
  admin: Admin;
  permissions: string[];
  features: FeatureState;
  setting_groups: SettingGroupRef[];
  notifications: AdminNotification[];
  total_unread_notifications: number;
  contacts: Contact[];
  total_unread_contacts: number;
  unit_label?: string;
  /** Comments waiting for approval (the menu's badges), present with read_productComment / read_comment. */
  new_product_comments_count?: number;
  new_blog_comments_count?: number;
}

/** Navigation state the login page leaves for the layout: the name to greet. */
export interface WelcomeState {
  welcome: string;
}
