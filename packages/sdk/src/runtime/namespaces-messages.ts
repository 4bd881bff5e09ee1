/**
 * The words of namespaces.ts, in its chunk: an `<lk-* namespace="…">` element whose namespace no
 * `init` on the page named. Small enough to travel together; TY and BN match EN's shape.
 */
export const en = {
  missing: 'This widget cannot be shown: “{{name}}” is not set up on this page.',
};

export const ty: typeof en = {
  missing: 'Hindi maipakita ang widget na ito: hindi naka-set up ang “{{name}}” sa pahinang ito.',
};

export const bn: typeof en = {
  missing: 'এই উইজেটটি দেখানো যাচ্ছে না: এই পাতায় “{{name}}” সেট আপ করা হয়নি।',
};
