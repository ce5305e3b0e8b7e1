/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Data_Saver_OffInputs */

const en_settings_data_saver_off = /** @type {(inputs: Settings_Data_Saver_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data saver off`)
};

const hi_settings_data_saver_off = /** @type {(inputs: Settings_Data_Saver_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`डेटा सेवर बंद`)
};

/**
* | output |
* | --- |
* | "Data saver off" |
*
* @param {Settings_Data_Saver_OffInputs} inputs
* @param {{ locale?: "en" | "hi" }} options
* @returns {LocalizedString}
*/
export const settings_data_saver_off = /** @type {((inputs?: Settings_Data_Saver_OffInputs, options?: { locale?: "en" | "hi" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Data_Saver_OffInputs, { locale?: "en" | "hi" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "hi") return hi_settings_data_saver_off(inputs)
	return en_settings_data_saver_off(inputs)
});