/** Catalogue-download calls (spec section 7, Shop: Other): data classes and the files of a class. */
import * as z from 'zod/mini';
import '../zod.js';
import { dataClass, downloadFile, entityId } from '../entities/index.js';
import { languageIdField } from './common.js';

/** POST /scgl/rfdataclass/getAllDataClass: the classes of the dialog's slider, by languageId. */
export const dataClassesBody = z.looseObject({ languageId: languageIdField });
export type DataClassesBody = z.infer<typeof dataClassesBody>;
export const dataClassList = z.array(dataClass);

/** POST /scgl/rfdatainfomation/getDataInfoByClassId: the files of one class, by languageId and classId. */
export const dataFilesBody = z.looseObject({ languageId: languageIdField, classId: entityId });
export type DataFilesBody = z.infer<typeof dataFilesBody>;
export const downloadFileList = z.array(downloadFile);
