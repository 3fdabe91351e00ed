export const seedLabels = {
  superRole: 'مدیر کل',
  superAdminName: 'مدیر کل',
};
