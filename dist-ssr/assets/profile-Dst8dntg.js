import { t as ProfileScreen } from "./profile-form-C_Gvo8oB.js";
// src/routes/dashboard/_admin/admin/profile.tsx?tsr-split=component
var SplitComponent = ProfileScreen;
export { SplitComponent as component };

//# sourceMappingURL=profile-Dst8dntg.js.map