import { t as ProfileScreen } from "./profile-form-CqumEqoV.js";
// src/routes/dashboard/_admin/admin/profile.tsx?tsr-split=component
var SplitComponent = ProfileScreen;
export { SplitComponent as component };

//# sourceMappingURL=profile-yjhuMW8L.js.map