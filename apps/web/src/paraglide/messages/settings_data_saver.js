/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Data_SaverInputs */

const en_settings_data_saver = /** @type {(inputs: Settings_Data_SaverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data Saver`)
};

const hi_settings_data_saver = /** @type {(inputs: Settings_Data_SaverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`डेटा सेवर`)
};

/**
* | output |
* | --- |
* | "Data Saver" |
*
* @param {Settings_Data_SaverInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_data_saver = /** @type {((inputs?: Settings_Data_SaverInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Data_SaverInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_data_saver(inputs)
	return en_settings_data_saver(inputs)
});