import { D as TextInput, E as Title, H as useQuery, M as Button, O as Stack, P as Alert, a as CategoryMutationResponseSchema, i as CategoryDeleteResponseSchema, r as categoriesQueryOptions } from "../entry-server.js";
import { t as Group } from "./Group-n_TR0kpq.js";
import { t as Modal } from "./Modal-DWV00w_r.js";
import { t as Paper } from "./Paper-LFrY7J2f.js";
import { t as Skeleton } from "./Skeleton-CfKMCcZl.js";
import { t as Text } from "./Text-Cfr7qKF_.js";
import { t as useMutation } from "./useMutation-KRXGcB6Y.js";
import { j as useQueryClient } from "./removable-oH0J22qQ.js";
import { G as require_react, J as __toESM, W as require_jsx_runtime } from "./Box-Cm_KqtDt.js";
import { m as deletedMessage, n as CATEGORY_UPDATED_MESSAGE, t as CATEGORY_CREATED_MESSAGE } from "./messages-BDWLW28K.js";
import { t as api } from "./client-C7a1WBi8.js";
import { t as serverErrorText } from "./error-message-BYOAjiQQ.js";
import { n as toastSuccess, t as toastError } from "./toast-NshgotXN.js";
// src/api/admin-categories.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
async function createCategory(name) {
	const body = await api.post("category/create", { json: { name } }).json();
	return CategoryMutationResponseSchema.parse(body).category;
}
async function updateCategory(id, name) {
	const body = await api.put(`category/${encodeURIComponent(id)}`, { json: { name } }).json();
	return CategoryMutationResponseSchema.parse(body).category;
}
/** Answers the deleted category's name (the contract puts it at the top level). */
async function deleteCategory(id) {
	const body = await api.delete(`category/${encodeURIComponent(id)}`).json();
	return CategoryDeleteResponseSchema.parse(body).name;
}
// src/features/admin/category-manager.tsx
var import_jsx_runtime = require_jsx_runtime();
var SKELETON_BUTTONS = 6;
var FALLBACK_ERROR = "Something went wrong: please try again";
async function toastFailure(error) {
	toastError(await serverErrorText(error) ?? FALLBACK_ERROR);
}
function useRefreshCategories() {
	const queryClient = useQueryClient();
	return () => Promise.all([queryClient.invalidateQueries({ queryKey: categoriesQueryOptions().queryKey }), queryClient.invalidateQueries({ queryKey: ["products"] })]);
}
function CreateCategoryForm() {
	const [name, setName] = (0, import_react.useState)("");
	const refresh = useRefreshCategories();
	const create = useMutation({
		mutationFn: createCategory,
		onSuccess: async () => {
			toastSuccess(CATEGORY_CREATED_MESSAGE);
			setName("");
			await refresh();
		},
		onError: toastFailure
	});
	const submit = (event) => {
		event.preventDefault();
		create.mutate(name);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		onSubmit: submit,
		noValidate: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
			align: "flex-end",
			gap: "sm",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
				label: "Name",
				placeholder: "New category",
				value: name,
				onChange: (event) => setName(event.currentTarget.value),
				maxLength: 32,
				style: {
					flex: 1,
					minWidth: 200
				}
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				loading: create.isPending,
				children: "Submit"
			})]
		})
	});
}
function UpdateCategoryModal({ category, onClose }) {
	const [name, setName] = (0, import_react.useState)(category.name);
	const refresh = useRefreshCategories();
	const update = useMutation({
		mutationFn: (next) => updateCategory(category._id, next),
		onSuccess: async () => {
			toastSuccess(CATEGORY_UPDATED_MESSAGE);
			onClose();
			await refresh();
		},
		onError: toastFailure
	});
	const remove = useMutation({
		mutationFn: () => deleteCategory(category._id),
		onSuccess: async (deletedName) => {
			toastSuccess(deletedMessage(deletedName));
			onClose();
			await refresh();
		},
		onError: toastFailure
	});
	const busy = update.isPending || remove.isPending;
	const submit = (event) => {
		event.preventDefault();
		update.mutate(name);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		onSubmit: submit,
		noValidate: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			gap: "md",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextInput, {
				label: "Name",
				value: name,
				onChange: (event) => setName(event.currentTarget.value),
				maxLength: 32,
				"data-autofocus": true
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Group, {
				justify: "space-between",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					loading: update.isPending,
					disabled: busy,
					children: "Update"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					color: "red",
					variant: "light",
					loading: remove.isPending,
					disabled: busy,
					onClick: () => remove.mutate(),
					children: "Delete"
				})]
			})]
		})
	});
}
function CategoryManager() {
	const { data: categories, isPending, isError, refetch } = useQuery(categoriesQueryOptions());
	const [selected, setSelected] = (0, import_react.useState)(null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		gap: "lg",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
				withBorder: true,
				radius: "md",
				p: {
					base: "md",
					sm: "xl"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 1,
					size: "h2",
					mb: "md",
					children: "Manage Category"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CreateCategoryForm, {})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
				withBorder: true,
				radius: "md",
				p: {
					base: "md",
					sm: "xl"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Title, {
					order: 2,
					size: "h3",
					mb: "md",
					children: "Categories"
				}), isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, {
					gap: "sm",
					children: Array.from({ length: SKELETON_BUTTONS }, (_, i) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
						height: 36,
						width: 110,
						radius: "sm",
						"data-testid": "category-skeleton"
					}, i))
				}) : isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					color: "red",
					title: "Could not load the categories",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						size: "compact-sm",
						variant: "light",
						onClick: () => void refetch(),
						children: "Try again"
					})
				}) : categories.length === 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Text, {
					c: "dimmed",
					children: "No categories yet."
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Group, {
					gap: "sm",
					component: "ul",
					p: 0,
					m: 0,
					style: { listStyle: "none" },
					children: categories.map((category) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						variant: "light",
						onClick: () => setSelected(category),
						children: category.name
					}) }, category._id))
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Modal, {
				opened: selected !== null,
				onClose: () => setSelected(null),
				title: "Update Category",
				children: selected && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(UpdateCategoryModal, {
					category: selected,
					onClose: () => setSelected(null)
				}, selected._id)
			})
		]
	});
}
// src/routes/dashboard/_admin/admin-category.tsx?tsr-split=component
var SplitComponent = CategoryManager;
export { SplitComponent as component };

//# sourceMappingURL=admin-category-e0XuL2pi.js.map