// Every call path of spec section 7, transcribed by hand so a test can prove each one is wrapped.
// Shorthand in the spec ("POST /buy" under Orders) is relative to the area's controller base and
// written out in full here; `{name}` marks a path parameter. Trailing slashes are kept as the spec
// writes them ("GET /my/page/"). `owner: 'core'` marks the Authentication calls, which the client
// core wraps; every other path is wrapped by a service module.
export type SpecMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface SpecPath {
  readonly method: SpecMethod;
  readonly path: string;
  readonly area: string;
  readonly owner: 'core' | 'services';
}

const core = (method: SpecMethod, path: string): SpecPath => ({
  method,
  path,
  area: 'Authentication',
  owner: 'core',
});
const shop = (area: string, rows: ReadonlyArray<readonly [SpecMethod, string]>): SpecPath[] =>
  rows.map(([method, path]) => ({ method, path, area, owner: 'services' }));

export const SPEC_PATHS: readonly SpecPath[] = [
  // Authentication (the password grant and the refresh grant share one path)
  core('POST', '/auth/oauth/token'),
  core('GET', '/admin/user/check/pwd'),
  core('POST', '/auth/mobile/token/sms'),
  core('POST', '/auth/mobile/token/social'),
  core('DELETE', '/auth/token/logout'),
  core('GET', '/admin/user/info'),
  core('GET', '/code'),
  core('GET', '/scgl/captcha/code'),
  core('POST', '/scgl/captcha/verify'),
  core('POST', '/scgl/captcha/getCode'),
  // Shop
  ...shop('Member', [
    ['GET', '/scgl/rfmembernew/info'],
    ['PUT', '/scgl/rfmembernew/edit/info'],
    ['GET', '/scgl/rfmemberlevel/djlist'],
    ['GET', '/admin/syscountryarea/level'],
  ]),
  ...shop('Categories', [
    ['GET', '/scgl/rfcategory/tree/qd/zy/{languageId}'],
    ['POST', '/scgl/rfcategory/skus'],
    ['GET', '/scgl/rfcategory/tree/path'],
    ['GET', '/scgl/rfcategory/tree/children'],
  ]),
  ...shop('Recommendations', [
    ['GET', '/scgl/rfsystemgroupdata/recommend'],
    ['GET', '/scgl/rfsystemgroupdata/fcl/detail'],
  ]),
  ...shop('Brands and families', [
    ['GET', '/scgl/rfbrand/brandlist/qy/{id}'],
    ['POST', '/scgl/rffamilys/yq/page'],
    ['POST', '/scgl/rffamilygoods/familys'],
    ['GET', '/scgl/rffamilygoods/yq/recommend/{id}'],
  ]),
  ...shop('SKUs', [
    ['POST', '/scgl/rfgoodsattrsku/yq/skuid'],
    ['POST', '/scgl/rfgoodsattrsku/goods'],
    ['POST', '/scgl/rfgoodsattrsku/quotation/exportXls'],
    ['GET', '/scgl/rfprice/sku'],
  ]),
  ...shop('Addresses', [
    ['GET', '/scgl/rfmemberreceiving/member'],
    ['GET', '/scgl/rfmemberreceiving/{id}'],
    ['POST', '/scgl/rfmemberreceiving/{id}'],
    ['DELETE', '/scgl/rfmemberreceiving/{id}'],
  ]),
  ...shop('Cart', [
    ['GET', '/scgl/rfstorecart/my/page'],
    ['POST', '/scgl/rfstorecart/my/page'],
    ['POST', '/scgl/rfstorecart'],
    ['POST', '/scgl/rfstorecart/addBatch'],
    ['PUT', '/scgl/rfstorecart'],
    ['DELETE', '/scgl/rfstorecart/batchdel'],
  ]),
  ...shop('Orders', [
    ['POST', '/scgl/rfstoreorder/buy'],
    ['POST', '/scgl/rfstoreorder'],
    ['GET', '/scgl/rfstoreorder/my/page'],
    ['GET', '/scgl/rfstoreorder/my/{id}'],
    ['PUT', '/scgl/rfstoreorder/edit'],
    ['GET', '/scgl/rfstoreorder/orderCart/{id}'],
    ['POST', '/scgl/rfstoreorder/getPortOfArrivals'],
  ]),
  ...shop('Service orders', [
    ['POST', '/scgl/rfstoreserviceorder'],
    ['GET', '/scgl/rfstoreserviceorder/my/page/'],
    ['GET', '/scgl/rfstoreserviceorder/status/'],
    ['GET', '/scgl/rfstoreserviceorder/{id}'],
  ]),
  ...shop('Email', [
    ['GET', '/scgl/email/send/code'],
    ['GET', '/scgl/email/send/valid'],
    ['POST', '/scgl/email/edit/password/'],
  ]),
  ...shop('Cabinet', [
    ['POST', '/scgl/rfcabinetconfig/cabinetConfig/tipps'],
    ['POST', '/scgl/rfcabinetconfig/cabinetConfig/min'],
    ['POST', '/scgl/rfcabinetconfig/cabinetConfig/tippsOne'],
    ['POST', '/scgl/rfcabinetconfig/cabinetConfig/minOne'],
  ]),
  ...shop('Other', [
    ['GET', '/scgl/excel/getExcel_car'],
    ['POST', '/scgl/rfstockproduct/getStockProduct'],
    ['POST', '/scgl/rfstockproduct/getLaterDate'],
    ['POST', '/scgl/rfsparepartsproduct/getRfSpareParts'],
    ['POST', '/scgl/rfdataclass/getAllDataClass'],
    ['POST', '/scgl/rfdatainfomation/getDataInfoByClassId'],
    ['POST', '/scgl/payment/getByCurrency'],
  ]),
  ...shop('Search', [
    ['POST', '/scgl/search/getSearchWords'],
    ['POST', '/scgl/search/getRecommendWord'],
    ['POST', '/scgl/search/getSearchSkus'],
  ]),
  ...shop('Invoices', [
    ['POST', '/scgl/rfmemberinvoice/getByUid'],
    ['POST', '/scgl/orderBaseInvoice/add'],
    ['GET', '/scgl/orderBaseInvoice/{id}'],
  ]),
  ...shop('Questions', [
    ['POST', '/scgl/question/getQuestionAndAnswerBySkuCode'],
    ['POST', '/scgl/question/closeQuestionById'],
    ['POST', '/scgl/question/postQuestion'],
    ['POST', '/scgl/question/feedbackQuestion'],
    ['POST', '/scgl/question/emailSend'],
    ['POST', '/scgl/question/getShareUrl'],
  ]),
  ...shop('Share', [
    ['POST', '/scgl/share/saveShareData'],
    ['POST', '/scgl/share/saveShareVisitData'],
    ['POST', '/scgl/threed/getThreedBySkucode'],
  ]),
  ...shop('Service post', [
    ['POST', '/scgl/servicePost/add'],
    ['GET', '/scgl/servicePost/page'],
    ['POST', '/scgl/servicePost/setServiceStatus'],
    ['POST', '/scgl/servicePost/getServiceById'],
    ['POST', '/scgl/servicePost/getServiceResponse'],
    ['POST', '/scgl/servicePost/evaluation'],
  ]),
  ...shop('Files', [
    ['POST', '/admin/sys-file/down/batch'],
    ['POST', '/admin/sys-file/down/QYcpxx'],
    ['GET', '/admin/sys-file/{name}'],
  ]),
  // Admin shell
  ...shop('Messages', [
    ['GET', '/admin/sysxxfsjl/my/pc'],
    ['POST', '/admin/sysxxfsjl'],
    ['PUT', '/admin/sysxxfsjl'],
    ['DELETE', '/admin/sysxxfsjl/{id}'],
    ['GET', '/admin/sysxxfsjl/xtxxsl'],
    ['POST', '/admin/sysxxfsjl/delBatch'],
    ['POST', '/admin/sysxxfsjl/read'],
    ['GET', '/admin/sysxxfsjl/read/{id}'],
    ['POST', '/admin/sysxxfsjl/sc'],
    ['GET', '/admin/sysxxfsjl/sc'],
    ['GET', '/admin/user'],
  ]),
  ...shop('Trade-mode dictionary', [
    ['GET', '/admin/syspublicdict/typelang'],
    ['POST', '/admin/syspublicdict/typelang'],
  ]),
  ...shop('Logs', [
    ['GET', '/admin/log/page'],
    ['DELETE', '/admin/log/{id}'],
    ['POST', '/admin/log/logs'],
  ]),
  ...shop('Menus', [
    ['GET', '/admin/menu/menulang/{id}'],
    ['GET', '/admin/menu/tree'],
    ['POST', '/admin/menu'],
    ['GET', '/admin/menu/{id}'],
    ['DELETE', '/admin/menu/{id}'],
    ['PUT', '/admin/menu'],
    ['PUT', '/admin/sysmenulang'],
  ]),
  // "Generic /importXls and /exportXls": appended to any admin resource path.
  ...shop('Import and export', [
    ['POST', '{path}/importXls'],
    ['GET', '{path}/exportXls'],
  ]),
];
