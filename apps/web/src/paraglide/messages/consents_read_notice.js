/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Consents_Read_NoticeInputs */

const en_consents_read_notice = /** @type {(inputs: Consents_Read_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the privacy notice`)
};

const hi_consents_read_notice = /** @type {(inputs: Consents_Read_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`निजता सूचना पढ़ें`)
};

/**
* | output |
* | --- |
* | "Read the privacy notice" |
*
* @param {Consents_Read_NoticeInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const consents_read_notice = /** @type {((inputs?: Consents_Read_NoticeInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Consents_Read_NoticeInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_consents_read_notice(inputs)
	return en_consents_read_notice(inputs)
});