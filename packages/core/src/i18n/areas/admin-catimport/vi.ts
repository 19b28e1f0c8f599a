/** Back-office texts of CSV import, bulk actions and duplicate (issue 12, helper catimport). vi is the reference. */
export const vi = {
  'adminCatImport.copySuffix': 'bản sao',
  'adminCatImport.csvOmitted': '… và {count} dòng hợp lệ khác (không liệt kê)',
};

export type Key = keyof typeof vi;
