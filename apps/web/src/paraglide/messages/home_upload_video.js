/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Upload_VideoInputs */

const en_home_upload_video = /** @type {(inputs: Home_Upload_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload Video`)
};

const hi_home_upload_video = /** @type {(inputs: Home_Upload_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`वीडियो अपलोड करें`)
};

/**
* | output |
* | --- |
* | "Upload Video" |
*
* @param {Home_Upload_VideoInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const home_upload_video = /** @type {((inputs?: Home_Upload_VideoInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Upload_VideoInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_home_upload_video(inputs)
	return en_home_upload_video(inputs)
});