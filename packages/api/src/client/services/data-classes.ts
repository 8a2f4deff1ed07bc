/** Catalogue-download service (spec section 7, Shop: Other): the data classes and their files. */
import type { EntityId } from '../../contract/entities/index.js';
import type { LanguageId } from '../../rules/languages.js';
import type { Http } from '../http.js';

export function dataClassesService(http: Http) {
  return {
    /** POST /scgl/rfdataclass/getAllDataClass */
    list: (languageId: LanguageId) =>
      http.call('post', '/scgl/rfdataclass/getAllDataClass', 'dataClassList', {
        json: { languageId },
      }),
    /** POST /scgl/rfdatainfomation/getDataInfoByClassId: each file's fileLink opens its download. */
    files: (languageId: LanguageId, classId: EntityId) =>
      http.call('post', '/scgl/rfdatainfomation/getDataInfoByClassId', 'downloadFileList', {
        json: { languageId, classId },
      }),
  };
}
export type DataClassesService = ReturnType<typeof dataClassesService>;
