/** Persian halves of the operator messages printed at start-up (the English half is beside them in code). */
export const systemMessages = {
  badEnv: (name: string, expected: string) => `متغیر محیطی ${name} نامعتبر است: ${expected}`,
  dataDirBusy: (dir: string, pid: number) =>
    `پوشه‌ی داده ${dir} در اختیار پردازش دیگری از پیشخوان (pid ${pid}) است؛ ابتدا آن را متوقف کنید یا DATA_DIR دیگری بدهید.`,
  databaseBusy: (dir: string, pid: number) => `پایگاه داده‌ی ${dir} در اختیار پردازش ${pid} است.`,
  postgresCannotEnter: (dir: string) => `کاربر postgres به پوشه‌ی ${dir} دسترسی ندارد؛ DATA_DIR دیگری انتخاب کنید.`,
};

export const currencyLabels: Record<string, string> = {
  toman: 'تومان',
  rial: 'ریال',
};
/** Persian list separator. */
export const listSeparator = '، ';
