/// The namespace of tag types. Element types name a tag from here, as in
/// `HTMLElement<HTMLTag.div, Content>`; views use the element aliases such as ``Div``.
public enum HTMLTag {}
