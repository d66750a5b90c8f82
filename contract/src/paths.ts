// SPEC 7: every call's path, written once. Functions take the id placeholders of SPEC 7.
type Id = number | string;

export const API = {
  // Session (SPEC 7 "Session"; check/refresh and logout are ours: SPEC says they are not shown)
  login: '/api/login',
  recover: '/api/users/recover',
  session: '/api/session',
  logout: '/api/logout',

  // Users, branches, profiles
  subsidiaries: '/api/subsidiary',
  subsidiary: (id: Id) => `/api/subsidiary/${id}`,
  userCreate: '/api/users/create',
  userGet: (id: Id) => `/api/users/getuser/${id}`,
  userUpdate: (id: Id) => `/api/users/update/${id}`,
  usersAll: '/api/users/all',
  userInvoiceHistory: (userId: Id) => `/api/users/historyinvoice/${userId}`,
  contact: '/api/users/contactenos',
  /** ours ('Mi Perfil'): the signed-in user changes their own photo; users/update is the administrator's */
  userPhoto: '/api/users/photo',
  /** ours: one user's points ledger, newest first, for the administrator's edit screen */
  userLedger: (id: Id) => `/api/users/ledger/${id}`,
  profilesAll: '/api/profiles/all',
  profilesSellers: '/api/profiles/sellers',
  profileCreate: '/api/profiles/create',
  profileGet: (id: Id) => `/api/profiles/get/${id}`,
  profileUpdate: (id: Id) => `/api/profiles/update/${id}`,
  profileDelete: (id: Id) => `/api/profiles/delete/${id}`,

  // Slides
  slidesAll: '/api/slides/all',
  slideDelete: (id: Id) => `/api/slides/delete/${id}`,
  slideCreate: '/api/slides/create',
  slidesByPosition: (position: 'up' | 'down', responsive: 0 | 1) => `/api/slides/position/${position}/${responsive}`,

  // Products and categories
  productsAll: '/api/products/all',
  productsByCategory: (id: Id) => `/api/products/byCategory/${id}`,
  productGet: (id: Id) => `/api/products/get/${id}`,
  productCreate: '/api/products/create',
  productUpdate: (id: Id) => `/api/products/update/${id}`,
  productDelete: (id: Id) => `/api/products/delete/${id}`,
  categoriesAll: '/api/products/categories/all',
  categoryCreate: '/api/product/category/create',
  categoryGet: (id: Id) => `/api/product/category/get/${id}`,
  categoryUpdate: (id: Id) => `/api/product/category/update/${id}`,
  categoryDelete: (id: Id) => `/api/product/category/delete/${id}`,

  // Redemptions
  applyFor: '/api/product/applyfor',
  applyForAll: '/api/product/applyfor/all',
  applyForByUser: (userId: Id) => `/api/product/applyfor/getbyuser/${userId}`,
  applyForGet: (id: Id) => `/api/product/applyfor/get/${id}`,
  redemptionApprove: (id: Id) => `/api/product/approve/${id}`,
  redemptionReject: (id: Id) => `/api/product/reject/${id}`,
  redemptionBought: (id: Id) => `/api/product/bought/${id}`,
  /** ours, the prize's way to the participant after the purchase (SPEC 1/9 delivery within one month) */
  redemptionDispatch: (id: Id) => `/api/product/dispatch/${id}`,
  redemptionDelivered: (id: Id) => `/api/product/delivered/${id}`,
  redemptionReceived: (id: Id) => `/api/product/received/${id}`,
  redemptionClaim: (id: Id) => `/api/product/claim/${id}`,
  redemptionNotDelivered: (id: Id) => `/api/product/notdelivered/${id}`,
  redemptionCancel: (id: Id) => `/api/product/cancel/${id}`,

  // Cities, brands, designs
  cities: '/api/city',
  city: (id: Id) => `/api/city/${id}`,
  brandsAll: '/api/brand/all',
  brandCreate: '/api/brand/create',
  brandGet: (id: Id) => `/api/brand/get/${id}`,
  brandUpdate: (id: Id) => `/api/brand/update/${id}`,
  brandDelete: (id: Id) => `/api/brand/delete/${id}`,
  designs: '/api/design',
  design: (id: Id) => `/api/design/${id}`,
  designsByBrand: (brand: Id) => `/api/design/byBrand/${brand}`,

  // Tires
  tires: '/api/tire',
  tire: (id: Id) => `/api/tire/${id}`,
  tiresByDesign: (id: Id) => `/api/tire/byDesign/${id}`,

  // Invoices and reports
  invoicesAll: '/api/invoice/all',
  invoiceGet: (id: Id) => `/api/invoice/get/${id}`,
  invoiceReject: (id: Id) => `/api/invoice/rejected/${id}`,
  invoiceApprove: (id: Id) => `/api/invoice/approved/${id}`,
  invoiceCreate: '/api/invoice/create',
  /** ours: 'Facturas por revisar', the invoices in state Creada, oldest first, with their warnings */
  invoiceReviewQueue: '/api/invoice/review-queue',
  /** ours: how many invoices wait for review, for the menu's badge */
  invoiceReviewQueueCount: '/api/invoice/review-queue/count',
  reportInvoiceByUser: '/api/reports/invoiceByUser',
  reportInvoicesFull: '/api/reports/invoices/full',
  /** ours: the figures of the report screens' charts, under the same filters */
  reportPointsSummary: '/api/reports/points/summary',
  reportInvoicesSummary: '/api/reports/invoices/summary',
  /** ours: the reports as streamed CSV files, every row matching the filters */
  reportPointsCsv: '/api/reports/invoiceByUser.csv',
  reportInvoicesCsv: '/api/reports/invoices/full.csv',
  /** ours: the audit log (who did what to which record and when) */
  auditLog: '/api/audit',
} as const;
