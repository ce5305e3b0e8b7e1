/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Videos_UploadedInputs */

const en_home_videos_uploaded = /** @type {(inputs: Home_Videos_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Videos uploaded`)
};

const hi_home_videos_uploaded = /** @type {(inputs: Home_Videos_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`अपलोड किए गए वीडियो`)
};

/**
* | output |
* | --- |
* | "Videos uploaded" |
*
* @param {Home_Videos_UploadedInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_videos_uploaded = /** @type {((inputs?: Home_Videos_UploadedInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Videos_UploadedInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_videos_uploaded(inputs)
	return en_home_videos_uploaded(inputs)
});